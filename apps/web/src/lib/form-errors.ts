import type { ApiError } from '@creators-archive/contract';
import type { I18n } from '@lingui/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useI18n } from '../i18n/use-t';

/** Where a form keeps a message about no one field of it; the form's FormAlert shows it. */
export const FORM_ALERT = 'root.alert';

/** The field → message map of a failed answer (`error.details.fields`). */
function fieldErrorsOf(error: ApiError): Record<string, string> {
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('fields' in details)) return {};
  const fields = details.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Shows a failed answer on a form: each `details.fields` entry beside the form's field it names
 * (an entry for `links.0` belongs to the field `links`), and the answer's message in the form's
 * alert when it names none of them.
 */
export function showServerError<T extends FieldValues>(
  error: ApiError,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const shown = new Set<Path<T>>();
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const name = fieldNames.find((candidate) => field === candidate || field.startsWith(`${candidate}.`));
    if (name === undefined || shown.has(name)) continue;
    setError(name, { type: 'server', message });
    shown.add(name);
  }
  if (shown.size === 0) setError(FORM_ALERT, { type: 'server', message: error.message });
}

/**
 * The first message among a field's errors. A field whose value is a list (links, tags,
 * disciplines) has its items' errors under it, at `links.0` and so on.
 */
export function firstMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if (!Array.isArray(error)) return undefined;
  for (const item of error) {
    const message = firstMessageOf(item);
    if (message) return message;
  }
  return undefined;
}

/**
 * A form's message as the reader sees it. The contract's schemas name their own messages by id
 * (`validation.passwordTooShort`): those are shown in `i18n`'s language. Any other message, Zod's
 * own (in the page's language already, see zod-language.ts) or the API's, is shown as it is.
 */
export function readableMessage(message: string, i18n: I18n): string {
  return Object.hasOwn(i18n.messages, message) ? i18n._(message) : message;
}

/** `readableMessage` in the component's language, for whatever shows a form's messages. */
export function useReadableMessage(): (message: string) => string {
  const i18n = useI18n();
  return (message) => readableMessage(message, i18n);
}
