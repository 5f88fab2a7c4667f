import type { SuccessEnvelope } from '@creators-archive/contract';

/** The success envelope every JSON answer wraps its data in. */
export function envelope<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}
