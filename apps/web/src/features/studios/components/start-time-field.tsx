import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { useT } from '../../../i18n/use-t';
import { useReadableMessage } from '../../../lib/form-errors';

type StartTimeFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** The start times the chosen day allows; none until a date is chosen. */
  times: string[];
  /** Why there are no times to choose: the studio is closed that day. */
  hint?: string | undefined;
  /** Words, or a message id of the contract's schemas, shown in the page's language. */
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

/** The start time as a choice among the chosen day's, with its error or hint announced with it. */
export function StartTimeField({ times, hint, error, ...selectProps }: StartTimeFieldProps) {
  const t = useT();
  const readable = useReadableMessage();
  const fieldId = useId();
  const messageId = `${fieldId}-message`;
  const message = error ?? hint;
  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
        {t('studios.booking.startTime')}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-invalid:border-red-600"
        {...selectProps}
      >
        <option value="">
          {times.length > 0 ? t('studios.booking.chooseTime') : t('studios.booking.noTimes')}
        </option>
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
      {message && (
        <p id={messageId} className={`text-sm ${error ? 'text-red-700' : 'text-stone-600'}`}>
          {readable(message)}
        </p>
      )}
    </div>
  );
}
