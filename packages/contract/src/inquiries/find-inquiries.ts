import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZInquiry, ZInquiryStatus } from './inquiry';

export const method = 'GET';
export const path = '/v1/inquiries';

export const INQUIRIES_PAGE_SIZE = 20;

export const ZFindInquiriesRequest = z.object({
  status: ZInquiryStatus.optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(INQUIRIES_PAGE_SIZE),
});
export type FindInquiriesRequest = z.input<typeof ZFindInquiriesRequest>;
export type FindInquiriesQuery = z.output<typeof ZFindInquiriesRequest>;

/** The signed-in designer's inbox, newest first. */
export const ZFindInquiriesResponse = successEnvelope(
  z.object({
    items: z.array(ZInquiry),
    pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
  }),
);
export type FindInquiriesResponse = z.infer<typeof ZFindInquiriesResponse>;
