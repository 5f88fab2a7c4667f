import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import * as validateDiscountEndpoint from '@creators-archive/contract/subscriptions/validate-discount';
import type { DiscountValidation } from '@creators-archive/contract/subscriptions/validate-discount';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { DiscountValidation };

export type DiscountQuestion = { code: string; planId: string; currency: Currency };

/**
 * The plan's price with the code, or why the code is refused (`valid: false`, still a success).
 * A failure the API did not explain (no answer, a proxy's page) reads 'Failed to validate discount code'.
 */
export async function validateDiscount(question: DiscountQuestion) {
  return withFallbackMessage(
    await callEndpoint(validateDiscountEndpoint, { query: question }),
    translator(pageLanguage())('subscriptions.errors.validateDiscount'),
  );
}

export function discountValidationQueryOptions(question: DiscountQuestion) {
  const code = question.code.trim();
  return queryOptions({
    // Codes match whatever their case: one cache entry for WELCOME10 and welcome10.
    queryKey: ['subscriptions', 'discount', code.toLowerCase(), question.planId, question.currency],
    queryFn: async () => unwrap(await validateDiscount({ ...question, code })),
    enabled: code.length > 0,
  });
}

export function useDiscountValidation(question: DiscountQuestion) {
  return useQuery(discountValidationQueryOptions(question));
}
