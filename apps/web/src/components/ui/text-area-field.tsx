import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { useReadableMessage } from '../../lib/form-errors';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input whose error is announced and worded like TextField's. */
export function TextAreaField({
  label,
  error,
  id,
  className = '',
  rows = 4,
  ...textareaProps
}: TextAreaFieldProps) {
  const readable = useReadableMessage();
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;

  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-invalid:border-red-600"
        {...textareaProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {readable(error)}
        </p>
      )}
    </div>
  );
}
