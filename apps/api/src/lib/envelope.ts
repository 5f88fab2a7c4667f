import type { SuccessEnvelope } from '@creators-archive/contract';

/** The success envelope every JSON answer wraps its data in. */
export function envelope<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}

const ITEMS_OPEN = Buffer.from('{"success":true,"data":{"items":[');

/**
 * The success envelope around a list of items the database already wrote as JSON, as UTF-8 bytes:
 * the items are written once, each straight into one buffer, and followed by `more` (the rest of
 * `data`, `,"pagination":{…}` say). Joining them into one string instead made three copies of a
 * 28 KB page on the heap (the join, the string Fastify measures, and header and body together as
 * Node writes them) and scanned it twice more: a buffer's length is known and it is sent as it is.
 */
export function itemsEnvelope(items: string[], more = ''): Buffer {
  const close = `]${more}}}`;
  let length = ITEMS_OPEN.length + Math.max(items.length - 1, 0) + Buffer.byteLength(close);
  for (const item of items) length += Buffer.byteLength(item);
  const body = Buffer.allocUnsafe(length);
  let at = ITEMS_OPEN.copy(body);
  items.forEach((item, index) => {
    if (index > 0) at = body.writeUInt8(0x2c, at);
    at += body.write(item, at);
  });
  body.write(close, at);
  return body;
}
