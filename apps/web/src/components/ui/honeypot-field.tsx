import type { InputHTMLAttributes, Ref } from 'react';

type HoneypotFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** "Leave this field empty", in the page's language, for the rare person whose reader finds it. */
  label: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A field people never see and bots fill in: off screen, out of the tab order and hidden from
 * assistive technology. The server answers a form that fills it as if heard, and keeps nothing.
 */
export function HoneypotField({ label, ...inputProps }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...inputProps} />
      </label>
    </div>
  );
}
