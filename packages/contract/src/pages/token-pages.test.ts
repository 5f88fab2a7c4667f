import { describe, expect, it } from 'vitest';
import { isTokenPage } from './token-pages';

describe('pages whose address carries a secret', () => {
  it('are the reset, confirmation and payment-return pages in every language, whatever their query', () => {
    for (const address of [
      '/reset-password',
      '/reset-password?token=secret',
      '/confirm-email?token=secret',
      '/fr/reset-password?token=secret',
      '/fr/confirm-email?token=secret',
      '/fr/confirm-email/?token=secret',
      '/Reset-Password?token=secret',
      '/FR/confirm-email#token',
      '/join/payment/callback?reference=ref',
      '/fr/join/payment/callback?reference=ref',
      '/account/billing/payment/callback?reference=ref',
      '/fr/account/billing/payment/callback?reference=ref',
      '/waitlist/payment/callback?reference=ref',
    ]) {
      expect(isTokenPage(address), address).toBe(true);
    }
  });

  it('are no other page, nor the API calls of the same names', () => {
    for (const address of [
      '/',
      '/fr',
      '/designers',
      '/fr/designers?q=reset-password',
      '/reset-passwords',
      '/designers/reset-password',
      '/de/reset-password',
      '/v1/auth/reset-password',
      '/forgot-password',
      '/join',
      '/fr/join/success',
    ]) {
      expect(isTokenPage(address), address).toBe(false);
    }
  });
});
