import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZOpenToKind } from './inquiry';
import { inquiryFormPath } from './inquiry-paths';

export const method = 'GET';
export const path = inquiryFormPath;

export const ZGetInquiryFormParams = z.object({ id: z.uuid({ error: 'validation.notAUserId' }) });

/**
 * What the inquiry form is shown with: the kinds the designer is open to, and a signed token
 * saying when the form was given out. A message sent sooner than `minimumFillSeconds` after it is
 * taken for a bot's; the token is the server's clock, which a client cannot set.
 */
export const ZGetInquiryFormResponse = successEnvelope(
  z.object({
    formToken: z.string(),
    openTo: z.array(ZOpenToKind),
    minimumFillSeconds: z.number().int(),
  }),
);
export type GetInquiryFormResponse = z.infer<typeof ZGetInquiryFormResponse>;
