import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReason } from '@creators-archive/contract';
import { contentSecurityPolicy } from '../src/plugins/security';
import {
  newPaymentReference,
  PaymentProviderRefused,
  PaymentProviderUnavailable,
  type InitializeInput,
} from '../src/payments/provider';
import { sandboxWebhookSecret, SandboxProvider } from '../src/payments/sandbox';
import { SandboxPaymentsRepository } from '../src/payments/sandbox-payments.repository';
import { webhookSignature } from '../src/payments/webhook-signature';
import { buildTestApp, databaseKinds, type TestApp } from './helpers';

const callbackUrl = 'http://localhost:3000/join/payment/callback';
const html = { accept: 'text/html,application/xhtml+xml' };

describe.each(databaseKinds)('the sandbox payment provider on %s', (kind) => {
  let testApp: TestApp;
  let sandbox: SandboxProvider;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    // The same provider the app holds: its state is the sandbox_payments table both share.
    sandbox = new SandboxProvider({
      payments: new SandboxPaymentsRepository(testApp.database.db),
      publicUrl: 'http://localhost:3000',
      clock: testApp.clock,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function started(overrides: Partial<InitializeInput> = {}) {
    const input: InitializeInput = {
      reference: newPaymentReference('sub'),
      email: 'ada@example.com',
      amount: 500_000,
      currency: 'NGN',
      callbackUrl,
      description: 'Monthly membership',
      metadata: { planId: 'monthly' },
      ...overrides,
    };
    const result = await sandbox.initialize(input);
    return { input, result, path: new URL(result.authorizationUrl).pathname };
  }

  const pay = (path: string, payload: Record<string, string>, form = true) =>
    testApp.app.inject({
      method: 'POST',
      url: path,
      ...(form
        ? {
            headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(payload).toString(),
          }
        : { payload }),
    });

  it('starts a checkout on its own hosted page, and a new checkout is abandoned until the customer acts', async () => {
    const { input, result, path } = await started();
    expect(result).toEqual({
      reference: input.reference,
      authorizationUrl: `http://localhost:3000/v1/payments/sandbox/checkout/${input.reference}`,
      accessCode: input.reference,
    });
    expect(await sandbox.verify(input.reference)).toMatchObject({
      state: 'abandoned',
      amount: 500_000,
      currency: 'NGN',
    });
    expect(path).toBe(`/v1/payments/sandbox/checkout/${input.reference}`);
    await expect(sandbox.initialize(input)).rejects.toThrow(/Duplicate Transaction Reference/);
  });

  it('shows the plan, the amount in its currency, a channel picker and the two buttons, with no script', async () => {
    const { path } = await started({ currency: 'GHS', amount: 12_050, description: 'Yearly <membership>' });
    const page = await testApp.app.inject({ method: 'GET', url: path, headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Yearly &lt;membership&gt;');
    expect(page.body).toContain('GH₵120.50');
    expect(page.body).toMatch(/<button[^>]*name="outcome" value="success">Pay now<\/button>/);
    expect(page.body).toMatch(/<button[^>]*name="outcome" value="failed">Decline<\/button>/);
    for (const channel of ['card', 'bank_transfer', 'ussd', 'mobile_money']) {
      expect(page.body).toContain(`name="channel" value="${channel}"`);
    }
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect(page.body).not.toMatch(/<script|\son\w+=/i);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(contentSecurityPolicy.formAction).toEqual(["'self'"]);
  });

  it('formats each currency with its symbol', async () => {
    const shown: Record<string, RegExp> = {
      NGN: /₦5,000\.00/,
      KES: /KES\s300\.00/,
      ZAR: /R\s100\.00/,
      USD: /\$2\.00/,
    };
    for (const [currency, amount] of [
      ['NGN', 500_000],
      ['KES', 30_000],
      ['ZAR', 10_000],
      ['USD', 200],
    ] as const) {
      const { path } = await started({ currency, amount });
      const page = await testApp.app.inject({ method: 'GET', url: path, headers: html });
      expect(page.body, currency).toMatch(shown[currency] ?? /never/);
    }
  });

  it('pays by card: 303 to the callback with reference and trxref, and a reusable card authorization', async () => {
    const { input, path } = await started({ callbackUrl: `${callbackUrl}?plan=monthly` });
    const answer = await pay(path, { outcome: 'success', channel: 'card' });
    expect(answer.statusCode).toBe(303);
    const location = new URL(String(answer.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(callbackUrl);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      plan: 'monthly',
      reference: input.reference,
      trxref: input.reference,
    });

    const verified = await sandbox.verify(input.reference);
    expect(verified).toMatchObject({
      state: 'success',
      amount: 500_000,
      currency: 'NGN',
      channel: 'card',
      paidAt: expect.any(Date),
      authorization: {
        code: expect.stringMatching(/^AUTH_sandbox_/),
        reusable: true,
        channel: 'card',
        brand: 'visa',
        last4: '4081',
        expMonth: '12',
        expYear: String(testApp.clock.now().getUTCFullYear() + 3),
        signature: expect.stringMatching(/^SIG_sandbox_/),
      },
    });

    // The same customer's card has the same signature next time, as one real card does.
    const again = await started();
    await pay(again.path, { outcome: 'success', channel: 'card' });
    const second = await sandbox.verify(again.input.reference);
    expect(second.authorization?.signature).toBe(verified.authorization?.signature);
    expect(second.authorization?.code).not.toBe(verified.authorization?.code);
  });

  it('pays by bank transfer, USSD or mobile money without a reusable authorization', async () => {
    for (const channel of ['bank_transfer', 'ussd', 'mobile_money']) {
      const { input, path } = await started();
      expect((await pay(path, { outcome: 'success', channel })).statusCode).toBe(303);
      const verified = await sandbox.verify(input.reference);
      expect(verified.state, channel).toBe('success');
      expect(verified.channel).toBe(channel);
      expect(verified.authorization?.reusable ?? false).toBe(false);
    }
  });

  it('records a declined payment as failed, with no authorization, and sends the browser back all the same', async () => {
    const { input, path } = await started();
    const answer = await pay(path, { outcome: 'failed', channel: 'card' });
    expect(answer.statusCode).toBe(303);
    expect(new URL(String(answer.headers.location)).searchParams.get('reference')).toBe(input.reference);
    expect(await sandbox.verify(input.reference)).toMatchObject({
      state: 'failed',
      paidAt: null,
      authorization: null,
    });
  });

  it('takes the outcome as JSON too, and settles a payment once however often it is posted', async () => {
    const { input, path } = await started();
    const first = await pay(path, { outcome: 'success', channel: 'ussd' }, false);
    expect(first.statusCode).toBe(303);
    const again = await pay(path, { outcome: 'failed', channel: 'card' }, false);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await sandbox.verify(input.reference)).toMatchObject({ state: 'success', channel: 'ussd' });

    const page = await testApp.app.inject({ method: 'GET', url: path, headers: html });
    expect(page.body).toContain('This payment is complete.');
    expect(page.body).not.toContain('Decline');
  });

  it('answers a reference it never issued with a 404 page, or the envelope when JSON is asked for', async () => {
    const unknown = '/v1/payments/sandbox/checkout/sub-unknown';
    const page = await testApp.app.inject({ method: 'GET', url: unknown, headers: html });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Payment not found');

    for (const answer of [
      await testApp.app.inject({ method: 'GET', url: unknown }),
      await pay(unknown, { outcome: 'success', channel: 'card' }, false),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        success: false,
        error: { code: 404, details: { reason: ErrorReason.notFound } },
      });
    }
    expect((await pay(unknown, { outcome: 'success' })).statusCode).toBe(404);
    await expect(sandbox.verify('sub-unknown')).rejects.toBeInstanceOf(PaymentProviderRefused);
  });

  it('refuses an outcome or channel it does not know, and a reference with other characters', async () => {
    const { input, path } = await started();
    for (const body of [{ outcome: 'maybe' }, { outcome: 'success', channel: 'cheque' }, {}]) {
      const answer = await pay(path, body as Record<string, string>, false);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ error: { details: { reason: ErrorReason.validationFailed } } });
    }
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/v1/payments/sandbox/checkout/a_b' })).statusCode,
    ).toBe(400);
    expect((await sandbox.verify(input.reference)).state).toBe('abandoned');
  });

  it('charges a saved card again, refunds, and refuses an authorization that is not reusable or not theirs', async () => {
    const { input, path } = await started({ email: 'kofi@example.com', currency: 'GHS', amount: 10_000 });
    await pay(path, { outcome: 'success', channel: 'card' });
    const code = (await sandbox.verify(input.reference)).authorization?.code ?? '';
    const renewal = {
      reference: newPaymentReference('renewal'),
      email: 'kofi@example.com',
      amount: 10_000,
      currency: 'GHS' as const,
      authorizationCode: code,
    };
    expect(await sandbox.chargeAuthorization(renewal)).toMatchObject({
      state: 'success',
      amount: 10_000,
      channel: 'card',
    });
    await expect(sandbox.chargeAuthorization(renewal)).rejects.toThrow(/Duplicate Transaction Reference/);
    await expect(
      sandbox.chargeAuthorization({
        ...renewal,
        reference: newPaymentReference('renewal'),
        email: 'someone@example.com',
      }),
    ).rejects.toThrow(/Invalid authorization code/);

    const transfer = await started({ email: 'kofi@example.com' });
    await pay(transfer.path, { outcome: 'success', channel: 'bank_transfer' });
    const transferCode = (await sandbox.verify(transfer.input.reference)).authorization?.code ?? '';
    await expect(
      sandbox.chargeAuthorization({
        ...renewal,
        reference: newPaymentReference('renewal'),
        authorizationCode: transferCode,
      }),
    ).rejects.toThrow(/Invalid authorization code/);

    expect(await sandbox.refund({ reference: input.reference, amount: 4_000 })).toMatchObject({
      amount: 4_000,
      currency: 'GHS',
    });
    await expect(sandbox.refund({ reference: input.reference, amount: 7_000 })).rejects.toBeInstanceOf(
      PaymentProviderRefused,
    );
    await sandbox.refund({ reference: input.reference, amount: 6_000 });
    expect((await sandbox.verify(input.reference)).state).toBe('reversed');
    await expect(
      sandbox.refund({ reference: transfer.input.reference.replace('sub', 'xyz') }),
    ).rejects.toBeInstanceOf(PaymentProviderRefused);
  });

  it('verifies webhooks signed with its own published key', () => {
    const body = Buffer.from('{"event":"charge.success"}');
    expect(
      sandbox.verifyWebhook({ rawBody: body, signature: webhookSignature(body, sandboxWebhookSecret) }),
    ).toBe(true);
    expect(sandbox.verifyWebhook({ rawBody: body, signature: webhookSignature(body, 'other') })).toBe(false);
    expect(sandbox.verifyWebhook({ rawBody: body, signature: undefined })).toBe(false);
  });
});

describe('a payment provider that is down or refuses', () => {
  it('answers 503 saying nothing was charged, or 502 in words of its own; never a 500', async () => {
    const testApp = await buildTestApp(
      'pglite',
      {},
      {
        routes: (app) => {
          app.get('/v1/test/provider-down', async () => {
            throw new PaymentProviderUnavailable('paystack', new Error('connect ECONNREFUSED'));
          });
          app.get('/v1/test/provider-refuses', async () => {
            throw new PaymentProviderRefused('paystack', 401, 'Paystack refused the secret key: Invalid key');
          });
        },
      },
    );
    try {
      const down = await testApp.app.inject({ method: 'GET', url: '/v1/test/provider-down' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        success: false,
        error: {
          code: 503,
          message: expect.stringMatching(
            /^The payment provider is not answering right now\. Nothing was charged/,
          ),
          details: { reason: ErrorReason.paymentProviderUnavailable },
        },
      });
      const refused = await testApp.app.inject({ method: 'GET', url: '/v1/test/provider-refuses' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({
        error: { details: { reason: ErrorReason.paymentProviderRefused } },
      });
      expect(refused.body).not.toContain('Invalid key');
    } finally {
      await testApp.close();
    }
  });
});

describe('the sandbox checkout routes', () => {
  it('are absent when Paystack takes the payments', async () => {
    const testApp = await buildTestApp('pglite', {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_x',
    });
    try {
      const answer = await testApp.app.inject({ method: 'GET', url: '/v1/payments/sandbox/checkout/sub-1' });
      expect(answer.statusCode).toBe(404);
      expect(testApp.app.allowedMethods('/v1/payments/sandbox/checkout/sub-1')).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
