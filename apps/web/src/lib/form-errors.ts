import type { ApiError } from '@creators-archive/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The field → message map of a validation error (`error.details.fields`). */
export function fieldErrorsOf(error: ApiError): Record<string, string> {
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('fields' in details)) return {};
  const fields = details.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Shows the server's field errors beside the fields the form has; returns whether any was shown,
 * so the caller can fall back to the general message.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: ApiError,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const fields = fieldErrorsOf(error);
  let shown = false;
  for (const name of fieldNames) {
    const message = fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}
