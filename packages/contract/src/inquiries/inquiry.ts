import { z } from 'zod';
import { openToKinds } from '../entities/open-to';

export const ZOpenToKind = z.enum(openToKinds, { error: 'validation.openToKindUnknown' });

export const inquiryStatuses = ['new', 'replied', 'archived', 'spam'] as const;
export const ZInquiryStatus = z.enum(inquiryStatuses, { error: 'validation.inquiryStatusUnknown' });
export type InquiryStatus = z.infer<typeof ZInquiryStatus>;

/** A message in the designer's inbox. The sender's address is theirs to reply to; only the designer sees it. */
export const ZInquiry = z.object({
  id: z.uuid(),
  senderName: z.string(),
  senderEmail: z.string(),
  kind: ZOpenToKind,
  budget: z.string().nullable(),
  message: z.string(),
  status: ZInquiryStatus,
  /** The work the visitor wrote from, when they wrote from a project page. */
  item: z.object({ id: z.uuid(), title: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof ZInquiry>;
