import { z } from 'zod';
import { defaultLocale, type Locale, type MessageId } from '@creators-archive/i18n';
import { flattenMessages, readMessages } from '@creators-archive/i18n/compile';
import { translatorFor } from './translate';

/*
 * What a request got wrong, in the caller's language.
 *
 * The contract's schemas carry ids of the `validation` namespace instead of English words
 * (`.min(8, 'validation.passwordTooShort')`), so the web, checking a form before sending it, and
 * the API, checking the request, say the same thing in the reader's language. API clients get
 * words, never ids: every field message that is such an id is translated before it is sent.
 * Zod's own messages, for checks without one of ours, are in English, the language Zod is set up
 * with; for another language they are written again from the issue by that language's Zod locale,
 * leaving Zod's global configuration alone.
 */

let validationIds: ReadonlySet<string> | undefined;

/** Whether `text` is the id of a `validation` message rather than words. */
export function isValidationMessageId(text: string): text is MessageId {
  validationIds ??= new Set(
    Object.keys(flattenMessages(readMessages(defaultLocale))).filter((id) => id.startsWith('validation.')),
  );
  return validationIds.has(text);
}

/** `text` in `locale`: a `validation` id as its words there, anything else as it is. */
export function validationWords(text: string, locale: Locale): string {
  return isValidationMessageId(text) ? translatorFor(locale)(text) : text;
}

/** Zod's wording of its checks in the languages besides English, which every issue already carries. */
const zodErrorMaps: Partial<Record<Locale, z.core.$ZodErrorMap>> = {
  fr: z.locales.fr().localeError,
};

/** A Zod issue as fastify-type-provider-zod reports it: its code as `keyword`, the rest in `params`. */
export type RequestIssue = { keyword: string; message?: string; params: Record<string, unknown> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The message of one issue with a request, in `locale`. `input` is the value the issue is about
 * as the request sent it: Zod leaves it out of its issues, and its locales name its type.
 */
export function issueMessage(issue: RequestIssue, input: unknown, locale: Locale): string {
  const t = translatorFor(locale);
  const { message } = issue;
  if (message === undefined) return t('validation.notValid');
  if (isValidationMessageId(message)) {
    // A check's own figures (minimum, maximum) and a custom issue's `params` fill its message.
    const custom = issue.params.params;
    return t(message, { ...issue.params, ...(isRecord(custom) ? custom : {}) });
  }
  const zodErrorMap = zodErrorMaps[locale];
  if (locale === defaultLocale || !zodErrorMap) return message;
  // What the app's Zod configuration says in English (app.ts): a field left out is required.
  if (issue.keyword === 'invalid_type' && input === undefined) return t('validation.required');
  // The issue as Zod's error maps read it; `params` holds every field of Zod's issue but these.
  const zodIssue = {
    ...issue.params,
    code: issue.keyword,
    input,
    path: [],
  } as unknown as z.core.$ZodRawIssue;
  const rendered = zodErrorMap(zodIssue);
  return (typeof rendered === 'string' ? rendered : rendered?.message) ?? message;
}

/**
 * An issue Zod found in a request a service checks itself (a multipart form, tus's
 * Upload-Metadata) rather than a route's schema. It becomes words only once the request's
 * language is known, as the issues of a route's schema do: the errors plugin words it. Parse with
 * `{ reportInput: true }` so the issue carries the value it is about.
 */
export class FieldIssue {
  readonly issue: RequestIssue;
  readonly input: unknown;

  constructor({ code, message, path: _path, input, ...params }: z.core.$ZodIssue) {
    this.issue = { keyword: code, message, params };
    this.input = input;
  }

  words(locale: Locale): string {
    return issueMessage(this.issue, this.input, locale);
  }
}
