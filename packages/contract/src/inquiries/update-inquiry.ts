import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZInquiry, ZInquiryStatus } from './inquiry';

export const method = 'PATCH';
export const path = '/v1/inquiries/:id';

export const ZUpdateInquiryParams = z.object({ id: z.uuid({ error: 'validation.notAnInquiryId' }) });

/** Marking a message spam also blocks its sender's address for this designer. */
export const ZUpdateInquiryRequest = z.object({ status: ZInquiryStatus }).strict();
export type UpdateInquiryRequest = z.input<typeof ZUpdateInquiryRequest>;

export const ZUpdateInquiryResponse = successEnvelope(ZInquiry);
export type UpdateInquiryResponse = z.infer<typeof ZUpdateInquiryResponse>;
