import { z } from 'zod';

const brokenCharacter = 'validation.brokenCharacter';
const controlInLine = 'validation.controlCharacterInLine';
const controlInBlock = 'validation.controlCharacterInBlock';

/**
 * Why `text` cannot be stored as sent, or undefined. A lone UTF-16 surrogate has no UTF-8 form
 * (PostgreSQL refuses it, or it silently becomes U+FFFD), and NUL and the other control
 * characters are refused by PostgreSQL or corrupt what they are shown in.
 */
function problemWith(text: string, allowsLineBreaks: boolean): string | undefined {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return brokenCharacter;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return brokenCharacter;
    } else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      const isLineBreakOrTab = code === 0x09 || code === 0x0a || code === 0x0d;
      if (!(allowsLineBreaks && isLineBreakOrTab)) return allowsLineBreaks ? controlInBlock : controlInLine;
    }
  }
  return undefined;
}

function textSchema(allowsLineBreaks: boolean) {
  return z.string().superRefine((text, context) => {
    const problem = problemWith(text, allowsLineBreaks);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * The base of every one-line text a client sends — names, titles, e-mail addresses, passwords,
 * tokens, search words, query parameters: well-formed, no control characters at all.
 * Chain the field's own rules after it: `ZTextLine.trim().min(1).max(120)`.
 */
export const ZTextLine = textSchema(false);

/** The base of text where line breaks and tabs belong (a bio, a description, a message). */
export const ZTextBlock = textSchema(true);
