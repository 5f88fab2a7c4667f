import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useReadableMessage } from '../../lib/form-errors';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Said under the field, and announced with it, until there is an error to say instead. */
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled input whose error, or else its hint, is announced with it (aria-describedby). The
 * error may be a message id of the contract's schemas, shown in the page's language.
 */
export function TextField({ label, hint, error, id, className = '', ...inputProps }: TextFieldProps) {
  const readable = useReadableMessage();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;

  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-invalid:border-red-600"
        {...inputProps}
      />
      {error ? (
        <p id={messageId} className="text-sm text-red-700">
          {readable(error)}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="text-sm text-stone-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
