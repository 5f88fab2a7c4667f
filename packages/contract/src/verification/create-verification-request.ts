import { z } from 'zod';
import { ZTextBlock } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZVerificationLinks, ZVerificationRequest, ZVerificationStatement } from './verification-request';

/**
 * Applies to the vetted program: multipart/form-data with `statement`, `links` (a JSON array
 * string) and an optional `document` file (an image or a PDF, kept privately). Answers 201 with
 * the request `pending`; 403 SUBSCRIPTION_REQUIRED without an active subscription, 409
 * REQUEST_OPEN while another waits, 422 VERIFICATION_NOT_ELIGIBLE (`details.eligibility`) with
 * too few ready works or within 30 days of a rejection.
 */
export const method = 'POST';
export const path = '/v1/verification';
export const documentField = 'document';

/** The text fields of the multipart body, as a form sends them. */
export const ZCreateVerificationRequestFields = z.object({
  statement: ZVerificationStatement,
  links: ZTextBlock.transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'validation.linksNotJsonArray' });
      return z.NEVER;
    }
  }).pipe(ZVerificationLinks),
});
export type CreateVerificationRequestFields = z.input<typeof ZCreateVerificationRequestFields>;

export const ZCreateVerificationRequestResponse = successEnvelope(ZVerificationRequest);
export type CreateVerificationRequestResponse = z.infer<typeof ZCreateVerificationRequestResponse>;
