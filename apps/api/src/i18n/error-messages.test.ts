import fs from 'node:fs';
import path from 'node:path';
import { ErrorReason } from '@creators-archive/contract';
import { flattenMessages, readMessages } from '@creators-archive/i18n/compile';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { localizedError, reasonError } from './error-messages';

const english = flattenMessages(readMessages('en'));
const french = flattenMessages(readMessages('fr'));

describe('reasonError', () => {
  it("says its reason's catalogue message in English as in French, beside each field it names", () => {
    const error = reasonError(409, ErrorReason.emailTaken, { hint: 1 }, ['email']);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(409);
    expect(error.reason).toBe(ErrorReason.emailTaken);
    expect(localizedError(error, 'en')).toEqual({
      message: english['apiErrors.emailTaken'],
      details: { hint: 1, fields: { email: english['apiErrors.emailTaken'] } },
    });
    expect(localizedError(error, 'fr')).toEqual({
      message: french['apiErrors.emailTaken'],
      details: { hint: 1, fields: { email: french['apiErrors.emailTaken'] } },
    });
  });

  it("writes a message with values from the error's details", () => {
    const error = reasonError(429, ErrorReason.rateLimited, { retryAfterSeconds: 30 });
    expect(error.message).toMatch(/30/);
    expect(error.details).toEqual({ retryAfterSeconds: 30 });
  });
});

describe('the services', () => {
  const source = path.resolve(import.meta.dirname, '..');
  const files = fs
    .readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const written = /new AppError\(\s*\d+,\s*ErrorReason\.(\w+),\s*'([^']*)'/g;

  it("write no English words their reason's catalogue message already says", () => {
    const repeated = files
      // The error type cannot reach the catalogue without importing what imports it; its words are checked below.
      .filter((file) => file !== path.join('lib', 'app-error.ts'))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(source, file), 'utf8').matchAll(written)]
          .filter(([, reason, words]) => english[`apiErrors.${reason}`] === words)
          .map(([, reason]) => `${file}: ${reason}`),
      );
    expect(repeated).toEqual([]);
  });

  it("answer a suspended account in the catalogue's words", () => {
    expect(AppError.accountSuspended().message).toBe(english['apiErrors.accountSuspended']);
  });
});
