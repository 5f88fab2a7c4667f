import { z } from 'zod';
import { ZTextBlock, ZTextLine } from '../entities/text';
import { VERIFICATION_LINKS_MAX, VERIFICATION_STATEMENT_MAX, VERIFICATION_STATEMENT_MIN } from './rules';

export * from './rules';

export const ZVerificationStatus = z.enum(['pending', 'approved', 'rejected', 'withdrawn']);
export type VerificationStatus = z.infer<typeof ZVerificationStatus>;

export const ZVerificationStatement = ZTextBlock.trim()
  .min(VERIFICATION_STATEMENT_MIN, 'validation.writeAtLeast50Characters')
  .max(VERIFICATION_STATEMENT_MAX, 'validation.writeAtMost2000Characters');

export const ZVerificationLinks = z
  .array(
    ZTextLine.trim().pipe(
      z
        .url({ protocol: /^https?$/, error: 'validation.linksInvalid' })
        .max(300, 'validation.atMost300Characters'),
    ),
  )
  .min(1, 'validation.linkRequired')
  .max(VERIFICATION_LINKS_MAX, 'validation.atMost5Links')
  .transform((links) => [...new Set(links)]);

/** A request as its member sees it. Times are ISO 8601. */
export const ZVerificationRequest = z.object({
  id: z.uuid(),
  status: ZVerificationStatus,
  statement: z.string(),
  links: z.array(z.string()),
  /** Whether an identity document came with it (deleted once the request is decided). */
  hasDocument: z.boolean(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** A rejection's reason. */
  reason: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof ZVerificationRequest>;

/** Why a member cannot apply now. */
export const ZVerificationIneligibility = z.enum([
  'verified',
  'subscription_required',
  'request_open',
  'too_few_works',
  'rejected_recently',
]);
export type VerificationIneligibility = z.infer<typeof ZVerificationIneligibility>;
