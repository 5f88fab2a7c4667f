import { describe, expect, it, vi } from 'vitest';
import { FORM_ALERT, firstMessageOf, showServerError } from './form-errors';

type Fields = { email: string; links: string };
const fieldNames = ['email', 'links'] as const;

describe('showServerError', () => {
  it('puts each field the answer names beside that field', () => {
    const setError = vi.fn();
    showServerError<Fields>(
      {
        code: 409,
        message: 'An account with this email already exists',
        details: { reason: 'EMAIL_TAKEN', fields: { email: 'An account with this email already exists' } },
      },
      fieldNames,
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'An account with this email already exists' }],
    ]);
  });

  it('gives a list item’s message to the list, once', () => {
    const setError = vi.fn();
    showServerError<Fields>(
      {
        code: 400,
        message: 'Some fields are not valid',
        details: {
          reason: 'VALIDATION_FAILED',
          fields: { 'links.0': 'Enter links starting with http:// or https://', 'links.2': 'Too long' },
        },
      },
      fieldNames,
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['links', { type: 'server', message: 'Enter links starting with http:// or https://' }],
    ]);
  });

  it('shows the message in the alert when no field of the form is named', () => {
    const setError = vi.fn();
    showServerError<Fields>(
      {
        code: 400,
        message: 'The link is incomplete',
        details: { reason: 'VALIDATION_FAILED', fields: { token: 'The link is incomplete' } },
      },
      fieldNames,
      setError,
    );
    expect(setError.mock.calls).toEqual([
      [FORM_ALERT, { type: 'server', message: 'The link is incomplete' }],
    ]);
  });

  it('shows the message in the alert when the answer names no field at all', () => {
    const setError = vi.fn();
    showServerError<Fields>(
      { code: 500, message: 'An unexpected error occurred', details: 'Failed to fetch' },
      fieldNames,
      setError,
    );
    expect(setError.mock.calls).toEqual([
      [FORM_ALERT, { type: 'server', message: 'An unexpected error occurred' }],
    ]);
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
