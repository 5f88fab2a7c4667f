import * as validateDiscountEndpoint from '@creators-archive/contract/subscriptions/validate-discount';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fake, networkFailure, ok, proxyPage } from '../../../testing/fake-api';
import { resetBrowserState } from '../../../testing/session';
import { validateDiscount, type DiscountValidation } from './validate-discount';

beforeEach(resetBrowserState);

const planId = 'a8f5c0de-2b1e-4f3a-9c7d-6e5f4a3b2c1d';
const question = { code: 'welcome10', planId, currency: 'NGN' as const };

describe('validateDiscount', () => {
  it('asks with the code, plan and currency and answers the priced plan', async () => {
    const priced: DiscountValidation = {
      valid: true,
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      currency: 'NGN',
      amountBefore: 500_000,
      discount: 50_000,
      amountAfter: 450_000,
    };
    const endpoint = fake(validateDiscountEndpoint, ok(priced));

    expect(await validateDiscount(question)).toEqual({ success: true, data: priced });
    expect(endpoint.requests.map((request) => request.url)).toEqual([
      `/v1/subscriptions/discount/validate?code=welcome10&planId=${planId}&currency=NGN`,
    ]);
  });

  it('answers a refused code as a success saying why', async () => {
    const refused: DiscountValidation = {
      valid: false,
      code: 'OLD',
      kind: null,
      value: null,
      currency: 'NGN',
      amountBefore: 500_000,
      discount: 0,
      amountAfter: 500_000,
      reason: 'expired',
      message: 'This discount code has expired',
    };
    fake(validateDiscountEndpoint, ok(refused));
    expect(await validateDiscount({ ...question, code: 'OLD' })).toEqual({ success: true, data: refused });
  });

  it("says 'Failed to validate discount code' when no answer came from the API", async () => {
    fake(validateDiscountEndpoint, networkFailure());
    expect(await validateDiscount(question)).toMatchObject({
      success: false,
      error: { message: 'Failed to validate discount code' },
    });

    resetBrowserState();
    fake(validateDiscountEndpoint, proxyPage(502, '<html><body>Bad gateway</body></html>'));
    expect(await validateDiscount(question)).toMatchObject({
      success: false,
      error: { code: 502, message: 'Failed to validate discount code' },
    });
  });

  it('keeps the message the API sent', async () => {
    fake(validateDiscountEndpoint, fail(404, 'This plan does not exist', { reason: 'PLAN_NOT_FOUND' }));
    expect(await validateDiscount(question)).toEqual({
      success: false,
      error: { code: 404, message: 'This plan does not exist', details: { reason: 'PLAN_NOT_FOUND' } },
    });
  });
});
