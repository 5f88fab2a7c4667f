import { DrizzleQueryError } from 'drizzle-orm';
import { pino } from 'pino';
import { PgliteThreadError } from './pglite-thread';

/**
 * What may be said about a failed database call: its SQLSTATE, the condition that code names,
 * and the names of the table, column and constraint involved. Never the statement's text or
 * parameters, which carry e-mail addresses, phone numbers and password hashes, nor the server's
 * message and detail, which quote them ("Key (lower(email))=(…) already exists",
 * `invalid input syntax for type uuid: "…"`).
 */
export type DatabaseFailure = {
  type: 'DatabaseError';
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack: string;
};

/** What the logger writes for an error. */
export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Conditions of the SQLSTATEs this product meets; any other code is named by its class. */
const conditions: Record<string, string> = {
  '22001': 'string_data_right_truncation',
  '22003': 'numeric_value_out_of_range',
  '22021': 'character_not_in_repertoire',
  '22P02': 'invalid_text_representation',
  '22P05': 'untranslatable_character',
  '23502': 'not_null_violation',
  '23503': 'foreign_key_violation',
  '23505': 'unique_violation',
  '23514': 'check_violation',
  '25P03': 'idle_in_transaction_session_timeout',
  '40001': 'serialization_failure',
  '40P01': 'deadlock_detected',
  '53300': 'too_many_connections',
  '55P03': 'lock_not_available',
  '57014': 'query_canceled',
  '57P01': 'admin_shutdown',
  '57P02': 'crash_shutdown',
  '57P03': 'cannot_connect_now',
};

const conditionClasses: Record<string, string> = {
  '08': 'connection_exception',
  '22': 'data_exception',
  '23': 'integrity_constraint_violation',
  '25': 'invalid_transaction_state',
  '40': 'transaction_rollback',
  '42': 'syntax_error_or_access_rule_violation',
  '53': 'insufficient_resources',
  '54': 'program_limit_exceeded',
  '55': 'object_not_in_prerequisite_state',
  '57': 'operator_intervention',
  '58': 'system_error',
  XX: 'internal_error',
};

/** The driver's own words when it lost or never had a connection; they quote no data. */
const connectionMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

const networkErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** SQLSTATEs that mean the database cannot serve now, not that the request was wrong. */
const unavailableStates = new Set(['53300', '55P03', '57014', '57P01', '57P02', '57P03', '25P03']);

const sqlState = /^[0-9A-Z]{5}$/;

type ServerError = Error & {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
};

function isServerError(error: unknown): error is ServerError {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    sqlState.test((error as unknown as { code: string }).code) &&
    typeof (error as { severity?: unknown }).severity === 'string'
  );
}

function isConnectionError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  if (error instanceof PgliteThreadError) return true;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && networkErrorCodes.has(code)) || connectionMessages.includes(error.message)
  );
}

/** The driver's error under Drizzle's wrapper, whose message holds the statement and its parameters. */
function driverError(error: unknown): unknown {
  return error instanceof DrizzleQueryError ? error.cause : error;
}

/** True when the database is down, unreachable, overloaded or too slow: worth a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = driverError(error);
  if (isServerError(cause)) return cause.code.startsWith('08') || unavailableStates.has(cause.code);
  return isConnectionError(cause);
}

/** The call stack without the message lines above it, which repeat the statement. */
function stackFrames(error: unknown): string {
  if (!(error instanceof Error)) return '';
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** A failed database call as it may be logged or stored, or undefined when `error` is not one. */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  const cause = driverError(error);
  const isWrapped = error instanceof DrizzleQueryError;
  if (!isWrapped && !isServerError(cause) && !isConnectionError(cause)) return undefined;
  const stack = stackFrames(error);
  if (isServerError(cause)) {
    const condition = conditions[cause.code] ?? conditionClasses[cause.code.slice(0, 2)] ?? 'database_error';
    return {
      type: 'DatabaseError',
      message: `database error ${cause.code} ${condition}`,
      code: cause.code,
      ...(cause.constraint && { constraint: cause.constraint }),
      ...(cause.table && { table: cause.table }),
      ...(cause.column && { column: cause.column }),
      stack,
    };
  }
  const systemCode = (cause as { code?: unknown } | undefined)?.code;
  return {
    type: 'DatabaseError',
    message: isConnectionError(cause)
      ? `database connection failed: ${cause.message}`
      : 'database call failed before reaching the server',
    ...(typeof systemCode === 'string' && { code: systemCode }),
    stack,
  };
}

/** One line for a stored failure reason (a job's last error), without the statement's data. */
export function safeErrorMessage(error: unknown): string {
  return databaseFailure(error)?.message ?? (error instanceof Error ? error.message : String(error));
}

function hasDatabaseCause(error: Error): boolean {
  for (let cause: unknown = error.cause; cause instanceof Error; cause = cause.cause) {
    if (databaseFailure(cause)) return true;
  }
  return false;
}

/**
 * The logger's `err` serializer: database failures as `databaseFailure` describes them, other
 * errors as pino writes them, except that a database failure in their causes is described the
 * same way instead of being folded into their message.
 */
export function serializeError(error: Error): SerializedError {
  const failure = databaseFailure(error);
  if (failure) return failure;
  if (!hasDatabaseCause(error)) return pino.stdSerializers.err(error);
  return {
    type: error.name,
    message: error.message,
    stack: stackFrames(error),
    cause: error.cause instanceof Error ? serializeError(error.cause) : error.cause,
  };
}
