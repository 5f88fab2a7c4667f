import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseFailure, isDatabaseUnavailable, safeErrorMessage, serializeError } from './query-errors';

/** A server error as both drivers report it: SQLSTATE, severity, names, and a message that quotes data. */
function serverError(code: string, fields: Record<string, string> = {}): Error {
  return Object.assign(new Error(`invalid input syntax for type uuid: "ada@example.com"`), {
    code,
    severity: 'ERROR',
    detail: 'Key (lower(email))=(ada@example.com) already exists.',
    ...fields,
  });
}

function failedQuery(cause: unknown): DrizzleQueryError {
  return new DrizzleQueryError('select * from users where email = $1', ['ada@example.com'], cause as Error);
}

describe('databaseFailure', () => {
  it('names the SQLSTATE, its condition and the constraint, and quotes nothing', () => {
    const failure = databaseFailure(
      failedQuery(serverError('23505', { constraint: 'users_email_lower_key' })),
    );
    expect(failure).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      message: 'database error 23505 unique_violation',
      constraint: 'users_email_lower_key',
    });
    expect(JSON.stringify(failure)).not.toMatch(/ada@example\.com|select|already exists/);
  });

  it('names an unlisted code by its class', () => {
    expect(databaseFailure(serverError('42P01'))?.message).toBe(
      'database error 42P01 syntax_error_or_access_rule_violation',
    );
  });

  it('leaves errors that are not the database alone', () => {
    expect(databaseFailure(new Error('sharp could not decode the file'))).toBeUndefined();
    expect(safeErrorMessage(new Error('sharp could not decode the file'))).toBe(
      'sharp could not decode the file',
    );
  });

  it('describes a database failure among the causes of another error', () => {
    const outer = new Error('saving the profile failed', {
      cause: failedQuery(serverError('22P02')),
    });
    const serialized = JSON.stringify(serializeError(outer));
    expect(serialized).toContain('22P02');
    expect(serialized).not.toMatch(/ada@example\.com|select/);
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a statement timeout', failedQuery(serverError('57014'))],
    ['a server shutting down', serverError('57P01')],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a full pool', failedQuery(new Error('timeout exceeded when trying to connect'))],
    ['a silent server', failedQuery(new Error('Query read timeout'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(serverError('23505'))],
    ['an error of the program', new TypeError('x is undefined')],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
