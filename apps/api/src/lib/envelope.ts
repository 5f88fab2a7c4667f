import type { SuccessEnvelope } from '@creators-archive/contract';

/** The success envelope every JSON answer wraps its data in. */
export function envelope<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}

const ITEMS_OPEN = Buffer.from('{"success":true,"data":{"items":[');

/**
 * List answers are cut from slabs of this many bytes, as Node cuts small buffers from its pool: a
 * buffer of its own for each 28 KB page was memory outside the heap that V8 counted on every
 * answer, and the garbage collector's share of an uncached directory page rose by half.
 */
const SLAB_BYTES = 1024 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let slabUsed = 0;

/**
 * Bytes no one else holds: the next part of the slab, a new slab once this one is spent, and a
 * buffer of its own for an answer too large to share one. A slab is freed once every answer cut
 * from it has been sent and dropped.
 */
function answerBuffer(length: number): Buffer {
  if (length > SLAB_BYTES / 8) return Buffer.allocUnsafeSlow(length);
  if (slabUsed + length > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabUsed = 0;
  }
  const bytes = slab.subarray(slabUsed, slabUsed + length);
  // The next answer starts on an 8-byte boundary, as Node's own pool aligns its buffers.
  slabUsed += (length + 7) & ~7;
  return bytes;
}

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
  const body = answerBuffer(length);
  let at = ITEMS_OPEN.copy(body);
  items.forEach((item, index) => {
    if (index > 0) at = body.writeUInt8(0x2c, at);
    at += body.write(item, at);
  });
  // Every byte is written: the slab is not cleared, and a byte left over would send what an
  // earlier answer held there.
  if (at + body.write(close, at) !== length) throw new Error('A list answer was measured wrong');
  return body;
}
