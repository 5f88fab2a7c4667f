import { z } from 'zod';
import { ZTextBlock, ZTextLine } from '../entities/text';

/** Where the member's billing details are read and replaced (get- and update-billing-details). */
export const billingDetailsPath = '/v1/invoices/billing-details';

/** Empty text is no value: a detail left empty is not printed. */
const optionalText = (text: typeof ZTextLine, max: number, tooLong: string) =>
  text
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/**
 * What the member asks to be printed on the invoices issued to them from then on, each part null
 * when not given: a name for the invoice (a company's; their own when null), an address of up to
 * six lines, a tax number of letters, digits and `. / -` separators.
 */
export const ZBillingDetails = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  taxNumber: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof ZBillingDetails>;

export const ZBillingDetailsRequest = z
  .object({
    name: optionalText(ZTextLine, 120, 'validation.atMost120Characters'),
    address: optionalText(ZTextBlock, 300, 'validation.atMost300Characters').refine(
      (address) => address === null || address.split('\n').length <= 6,
      'validation.atMost300Characters',
    ),
    taxNumber: optionalText(ZTextLine, 60, 'validation.atMost60Characters').refine(
      (taxNumber) => taxNumber === null || /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u.test(taxNumber),
      'validation.taxNumberInvalid',
    ),
  })
  .strict();
export type BillingDetailsRequest = z.input<typeof ZBillingDetailsRequest>;
export type BillingDetailsFields = z.output<typeof ZBillingDetailsRequest>;
