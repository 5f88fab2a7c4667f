import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@creators-archive/test-support/free-port';
import { PaystackProvider } from '../src/payments/paystack';
import {
  newPaymentReference,
  PaymentProviderRefused,
  PaymentProviderUnavailable,
  type InitializeInput,
} from '../src/payments/provider';
import { webhookSignature } from '../src/payments/webhook-signature';
import { startFakePaystack, type FakePaystack } from './fake-paystack';

const secretKey = 'sk_test_0123456789abcdef';
/** Paystack businesses are per country: each takes its own currency (and USD in Kenya). */
const ghanaKey = 'sk_test_ghana_0123456789';
const kenyaKey = 'sk_test_kenya_0123456789';
const southAfricaKey = 'sk_test_south_africa_0123';

describe('the Paystack adapter against a Paystack-compatible server', () => {
  let paystack: FakePaystack;
  let provider: PaystackProvider;

  beforeAll(async () => {
    paystack = await startFakePaystack({
      accounts: [
        { secretKey, currencies: ['NGN', 'USD'] },
        { secretKey: ghanaKey, currencies: ['GHS'] },
        { secretKey: kenyaKey, currencies: ['KES', 'USD'] },
        { secretKey: southAfricaKey, currencies: ['ZAR'] },
      ],
    });
  });
  afterAll(async () => {
    await paystack.close();
  });
  beforeEach(() => {
    paystack.requests.length = 0;
    provider = providerFor(secretKey);
  });

  function providerFor(key: string): PaystackProvider {
    return new PaystackProvider({ secretKey: key, baseUrl: paystack.url, timeoutMs: 300, retryDelayMs: 5 });
  }

  function checkout(overrides: Partial<InitializeInput> = {}): InitializeInput {
    return {
      reference: newPaymentReference('sub'),
      email: 'ada@example.com',
      amount: 500_000,
      currency: 'NGN',
      callbackUrl: 'http://localhost:3000/join/payment/callback',
      description: 'Monthly membership',
      channels: ['card', 'bank_transfer', 'ussd', 'mobile_money'],
      metadata: { planId: 'monthly' },
      ...overrides,
    };
  }

  it('starts a checkout with the documented body and answers the hosted page address', async () => {
    const input = checkout();
    const started = await provider.initialize(input);
    expect(started).toEqual({
      reference: input.reference,
      authorizationUrl: expect.stringMatching(/^https:\/\/checkout\.paystack\.com\//),
      accessCode: expect.any(String),
    });
    expect(paystack.requests).toEqual([
      {
        method: 'POST',
        path: '/transaction/initialize',
        authorization: `Bearer ${secretKey}`,
        body: {
          email: 'ada@example.com',
          amount: 500_000,
          currency: 'NGN',
          reference: input.reference,
          callback_url: 'http://localhost:3000/join/payment/callback',
          metadata: {
            planId: 'monthly',
            description: 'Monthly membership',
            custom_fields: [
              {
                display_name: 'Creators Archive',
                variable_name: 'description',
                value: 'Monthly membership',
              },
            ],
          },
          channels: ['card', 'bank_transfer', 'ussd', 'mobile_money'],
        },
      },
    ]);
  });

  it('reads a paid card payment, with its reusable authorization', async () => {
    const ghana = providerFor(ghanaKey);
    const input = checkout({ currency: 'GHS', amount: 12_000 });
    await ghana.initialize(input);
    paystack.settle(input.reference, 'success');
    const verified = await ghana.verify(input.reference);
    expect(verified).toMatchObject({
      reference: input.reference,
      state: 'success',
      amount: 12_000,
      currency: 'GHS',
      channel: 'card',
      paidAt: expect.any(Date),
      authorization: {
        code: expect.stringMatching(/^AUTH_/),
        reusable: true,
        channel: 'card',
        brand: 'visa',
        last4: '4081',
        expMonth: '12',
        expYear: '2030',
        signature: expect.stringMatching(/^SIG_/),
        bank: 'TEST BANK',
      },
    });
    expect(paystack.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/transaction/verify/${input.reference}`,
      authorization: `Bearer ${ghanaKey}`,
    });
  });

  it('reads a failed payment from data.status even though the call itself worked', async () => {
    const input = checkout();
    await provider.initialize(input);
    paystack.settle(input.reference, 'failed');
    expect(await provider.verify(input.reference)).toMatchObject({
      state: 'failed',
      paidAt: null,
      authorization: null,
      gatewayResponse: 'Declined',
    });
  });

  it('reads a checkout nobody finished as abandoned, and a mobile money payment as not reusable', async () => {
    const left = checkout();
    await provider.initialize(left);
    expect(await provider.verify(left.reference)).toMatchObject({ state: 'abandoned', authorization: null });

    const kenya = providerFor(kenyaKey);
    const momo = checkout({ currency: 'KES', amount: 30_000 });
    await kenya.initialize(momo);
    paystack.settle(momo.reference, 'success', 'mobile_money');
    expect((await kenya.verify(momo.reference)).authorization).toMatchObject({
      reusable: false,
      channel: 'mobile_money',
    });
  });

  it('charges a saved card, and reports a declined charge as failed', async () => {
    provider = providerFor(southAfricaKey);
    const first = checkout({ currency: 'ZAR', amount: 15_000 });
    await provider.initialize(first);
    paystack.settle(first.reference, 'success');
    const { authorization } = await provider.verify(first.reference);

    const renewal = {
      reference: newPaymentReference('renewal'),
      email: first.email,
      amount: 15_000,
      currency: 'ZAR' as const,
      authorizationCode: authorization?.code ?? '',
    };
    expect(await provider.chargeAuthorization(renewal)).toMatchObject({
      reference: renewal.reference,
      state: 'success',
      amount: 15_000,
      currency: 'ZAR',
    });
    expect(paystack.requests.at(-1)).toMatchObject({
      path: '/transaction/charge_authorization',
      body: {
        email: first.email,
        amount: 15_000,
        currency: 'ZAR',
        authorization_code: authorization?.code,
        reference: renewal.reference,
      },
    });

    paystack.chargesWill('failed');
    try {
      const declined = { ...renewal, reference: newPaymentReference('renewal') };
      expect(await provider.chargeAuthorization(declined)).toMatchObject({ state: 'failed' });
    } finally {
      paystack.chargesWill('success');
    }
  });

  it('keeps each business to its own currencies, payments and cards, as Paystack does', async () => {
    const ghana = providerFor(ghanaKey);
    await expect(ghana.initialize(checkout())).rejects.toThrow(/Currency not supported by merchant/);
    const paid = checkout();
    await provider.initialize(paid);
    paystack.settle(paid.reference, 'success');
    await expect(ghana.verify(paid.reference)).rejects.toThrow(/Transaction reference not found/);
    const { authorization } = await provider.verify(paid.reference);
    const renewal = {
      reference: newPaymentReference('renewal'),
      email: paid.email,
      amount: 500_000,
      currency: 'NGN' as const,
      authorizationCode: authorization?.code ?? '',
    };
    await expect(ghana.chargeAuthorization({ ...renewal, currency: 'GHS', amount: 12_000 })).rejects.toThrow(
      /Invalid authorization code/,
    );
    await expect(provider.chargeAuthorization({ ...renewal, email: 'other@example.com' })).rejects.toThrow(
      /Email does not match Authorization code/,
    );
    expect(await provider.chargeAuthorization(renewal)).toMatchObject({ state: 'success' });
  });

  it('refunds a payment named by its reference', async () => {
    const input = checkout({ currency: 'USD', amount: 200 });
    await provider.initialize(input);
    paystack.settle(input.reference, 'success');
    expect(await provider.refund({ reference: input.reference })).toEqual({
      reference: input.reference,
      state: 'pending',
      amount: 200,
      currency: 'USD',
    });
    expect(paystack.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/refund',
      body: { transaction: input.reference },
    });
  });

  it('passes on what Paystack refuses, in its words', async () => {
    await expect(provider.verify('no-such-reference')).rejects.toThrow(
      new PaymentProviderRefused(
        'paystack',
        400,
        'Paystack refused GET /transaction/verify/no-such-reference: Transaction reference not found',
        'validation_error',
        'invalid_params',
      ),
    );
    await expect(provider.initialize(checkout({ amount: 4_999 }))).rejects.toThrow(/Invalid Amount Sent/);
    const input = checkout();
    await provider.initialize(input);
    await expect(provider.initialize(input)).rejects.toThrow(/Duplicate Transaction Reference/);
  });

  it('refuses to send what Paystack would refuse: a fractional amount or a reference with other characters', async () => {
    await expect(provider.initialize(checkout({ amount: 5_000.5 }))).rejects.toThrow(/whole number/);
    await expect(provider.initialize(checkout({ reference: 'sub/1' }))).rejects.toThrow(
      /not a valid payment reference/,
    );
    await expect(provider.verify('../refund')).rejects.toThrow(
      new PaymentProviderRefused('paystack', 400, 'Transaction reference not found'),
    );
    expect(paystack.requests).toEqual([]);
  });

  it('says the secret key is wrong without repeating it', async () => {
    const wrongKey = new PaystackProvider({ secretKey: 'sk_test_wrong', baseUrl: paystack.url });
    const error = await wrongKey.verify('sub-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderRefused);
    expect((error as Error).message).toBe(
      'Paystack refused the secret key (check PAYSTACK_SECRET_KEY): Invalid key',
    );
    expect((error as Error).message).not.toContain('sk_test_wrong');
  });

  it('asks again after a 5xx when the call only reads, and gives up after a bounded number of tries', async () => {
    const input = checkout();
    await provider.initialize(input);
    paystack.requests.length = 0;
    paystack.failNext(502, 500);
    expect((await provider.verify(input.reference)).state).toBe('abandoned');
    expect(paystack.requests).toHaveLength(3);

    paystack.requests.length = 0;
    paystack.failNext(500, 503, 500, 500);
    await expect(provider.verify(input.reference)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    expect(paystack.requests).toHaveLength(3);
    paystack.failNext();
    paystack.requests.length = 0;
    await provider.verify(input.reference);
  });

  it('sends a call that starts a payment once: a 5xx makes the provider unavailable', async () => {
    paystack.failNext(500);
    const error = await provider.initialize(checkout()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderUnavailable);
    expect((error as Error).message).toMatch(/not answering right now\. Nothing was charged/);
    expect(paystack.requests).toHaveLength(1);
  });

  it('stops waiting for a server that does not answer', async () => {
    paystack.hangNext(1);
    const started = Date.now();
    await expect(provider.initialize(checkout())).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(5_000);

    const input = checkout();
    await provider.initialize(input);
    paystack.hangNext(3);
    await expect(provider.verify(input.reference)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('counts a server nobody listens on as unavailable', async () => {
    const nowhere = new PaystackProvider({
      secretKey,
      baseUrl: `http://127.0.0.1:${await freePort()}`,
      retryDelayMs: 1,
    });
    const error = await nowhere.verify('sub-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderUnavailable);
    // What reaches the log (the error and its cause) never holds the key.
    const logged = `${String(error)} ${String((error as Error).cause)} ${JSON.stringify(error)}`;
    expect(logged).not.toContain(secretKey);
  });

  it('accepts a webhook signed with the secret key over the exact bytes, and nothing else', () => {
    const body = Buffer.from(JSON.stringify({ event: 'charge.success', data: { reference: 'sub-1' } }));
    expect(provider.verifyWebhook({ rawBody: body, signature: webhookSignature(body, secretKey) })).toBe(
      true,
    );
    expect(
      provider.verifyWebhook({ rawBody: body, signature: webhookSignature(body, 'sk_test_other') }),
    ).toBe(false);
    expect(provider.verifyWebhook({ rawBody: body, signature: undefined })).toBe(false);
    expect(
      provider.verifyWebhook({
        rawBody: Buffer.from(`${body.toString()} `),
        signature: webhookSignature(body, secretKey),
      }),
    ).toBe(false);
  });
});
