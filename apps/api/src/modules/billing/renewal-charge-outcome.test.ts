import { describe, expect, it } from 'vitest';
import {
  PaymentProviderRefused,
  PaymentProviderUnavailable,
  type PaymentVerification,
} from '../../payments/provider';
import { isHardDecline, renewalChargeOutcome, renewalChargeRefusal } from './renewal-charge-outcome';

const answer = (state: PaymentVerification['state'], gatewayResponse: string | null = null) =>
  renewalChargeOutcome({
    reference: 'ren.x',
    state,
    amount: 500_000,
    currency: 'NGN',
    channel: 'card',
    paidAt: null,
    gatewayResponse,
    authorization: null,
  });

describe(renewalChargeOutcome.name, () => {
  it('counts a charge that waits for the absent cardholder as a decline, and waits for a pending one', () => {
    for (const state of [
      'send_otp',
      'send_pin',
      'send_phone',
      'send_birthday',
      'send_address',
      'open_url',
    ] as const) {
      expect(answer(state)).toMatchObject({ kind: 'declined', hard: false });
    }
    expect(answer('abandoned')).toMatchObject({ kind: 'declined' });
    expect(answer('ongoing')).toMatchObject({ kind: 'declined' });
    expect(answer('failed', 'Insufficient Funds')).toEqual({
      kind: 'declined',
      hard: false,
      words: 'Insufficient Funds',
    });
    expect(answer('pending')).toEqual({ kind: 'waiting' });
    expect(answer('processing')).toEqual({ kind: 'waiting' });
    expect(answer('success')).toEqual({ kind: 'paid' });
  });

  it('tells hard declines from soft ones by the gateway response', () => {
    for (const words of [
      'Invalid authorization',
      'Authorization code not found',
      'Lost Card, Pick-Up',
      'Stolen Card',
      'Expired Card',
      'Restricted Card',
    ]) {
      expect(isHardDecline(words), words).toBe(true);
    }
    for (const words of ['Declined', 'Do Not Honor', 'Insufficient Funds', null]) {
      expect(isHardDecline(words), String(words)).toBe(false);
    }
  });
});

describe(renewalChargeRefusal.name, () => {
  const refused = (status: number, type: string | null, message = 'refused') =>
    renewalChargeRefusal(new PaymentProviderRefused('paystack', status, message, type));

  it('counts only a processor error as a decline; a refusal about us or the provider counts nothing', () => {
    expect(refused(400, 'processor_error', 'Stolen Card')).toMatchObject({ kind: 'declined', hard: true });
    expect(refused(401, 'api_error')).toEqual({ kind: 'provider_refused', reason: 'unauthorized' });
    expect(refused(429, null)).toEqual({ kind: 'provider_refused', reason: 'rate_limited' });
    expect(refused(400, 'api_error')).toEqual({ kind: 'provider_refused', reason: 'api_error' });
    expect(refused(400, 'validation_error')).toEqual({
      kind: 'provider_refused',
      reason: 'validation_error',
    });
    expect(refused(400, null)).toEqual({ kind: 'provider_refused', reason: 'refused' });
    expect(renewalChargeRefusal(new PaymentProviderUnavailable('paystack'))).toEqual({
      kind: 'provider_refused',
      reason: 'unreachable',
    });
    expect(() => renewalChargeRefusal(new Error('a bug'))).toThrow('a bug');
  });
});
