import { useT } from '../../i18n/use-t';

/** `label` says what is loading; without one, that something is. */
type SpinnerProps = { label?: string; className?: string };

export function Spinner({ label, className = '' }: SpinnerProps) {
  const t = useT();
  return (
    <div role="status" aria-label={label ?? t('common.loading')} className={`inline-flex ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-brand-600"
      />
    </div>
  );
}

/** A spinner centred in the space a page would take. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
