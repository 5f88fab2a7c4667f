import { AppError } from './app-error';

/**
 * An opaque keyset cursor: a row's time (ISO 8601, microseconds kept as the database's
 * milliseconds) and id, base64url. A cursor that does not decode is a 400 on `fields.cursor`.
 */
export function encodeCursor(position: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString('base64url');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  if (cursor === undefined) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      const createdAt = new Date(parsed[0]);
      if (!Number.isNaN(createdAt.getTime()) && uuidPattern.test(parsed[1]))
        return { createdAt, id: parsed[1] };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw AppError.validation({ cursor: 'validation.cursorInvalid' });
}
