import { z } from 'zod';
import { ZInvoice } from '../entities/subscription';
import { successEnvelope } from '../envelope';

/** The member's invoices, newest first. */
export const method = 'GET';
export const path = '/v1/invoices';

export const ZFindInvoicesResponse = successEnvelope(z.array(ZInvoice));
export type FindInvoicesResponse = z.infer<typeof ZFindInvoicesResponse>;
