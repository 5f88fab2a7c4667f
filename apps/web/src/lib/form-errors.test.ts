import type { ApiError } from '@creators-archive/contract';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../i18n/i18n';
import { FORM_ALERT, firstMessageOf, readableMessage, showServerError } from './form-errors';

/** What a form with an e-mail field and a list of links is told to show for `error`. */
function shownFor(error: ApiError) {
  const setError = vi.fn();
  showServerError<{ email: string; links: string }>(error, ['email', 'links'], setError);
  return setError.mock.calls;
}

const invalid = (fields: Record<string, string>): ApiError => ({
  code: 400,
  message: 'Some fields are not valid',
  details: { reason: 'VALIDATION_FAILED', fields },
});

describe('showServerError', () => {
  it('puts each field the answer names beside that field', () => {
    const taken = 'An account with this email already exists';
    expect(
      shownFor({ code: 409, message: taken, details: { reason: 'EMAIL_TAKEN', fields: { email: taken } } }),
    ).toEqual([['email', { type: 'server', message: taken }]]);
  });

  it('gives a list item’s message to the list, once', () => {
    const message = 'Enter links starting with http:// or https://';
    expect(shownFor(invalid({ 'links.0': message, 'links.2': 'Use at most 300 characters' }))).toEqual([
      ['links', { type: 'server', message }],
    ]);
  });

  it('shows the message in the alert when no field of the form is named', () => {
    expect(shownFor(invalid({ token: 'The link is incomplete' }))).toEqual([
      [FORM_ALERT, { type: 'server', message: 'Some fields are not valid' }],
    ]);
  });

  it('shows the message in the alert when the answer names no field at all', () => {
    expect(
      shownFor({ code: 500, message: 'An unexpected error occurred', details: 'Failed to fetch' }),
    ).toEqual([[FORM_ALERT, { type: 'server', message: 'An unexpected error occurred' }]]);
  });
});

describe('firstMessageOf', () => {
  it('reads a field’s own message, or the first of its items', () => {
    expect(firstMessageOf({ type: 'too_big', message: 'Use at most 10 tags' })).toBe('Use at most 10 tags');
    expect(
      firstMessageOf([undefined, { type: 'custom', message: 'Use at most 32 characters per tag' }]),
    ).toBe('Use at most 32 characters per tag');
    expect(firstMessageOf(undefined)).toBeUndefined();
  });
});

describe('readableMessage', () => {
  it('shows a message the schema names by id in the page’s language', async () => {
    expect(readableMessage('errors.unexpected', await i18nFor('fr'))).toBe(
      'Une erreur inattendue s’est produite',
    );
  });

  it('shows any other message as it is', async () => {
    const french = await i18nFor('fr');
    expect(readableMessage('Trop petit : 8 caractères attendus', french)).toBe(
      'Trop petit : 8 caractères attendus',
    );
    expect(readableMessage('constructor', french)).toBe('constructor');
  });
});
