import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../src/db/schema';
import { sandboxWebhookSecret } from '../src/payments/sandbox';
import { webhookSignature } from '../src/payments/webhook-signature';
import { buildTestApp, databaseKinds, expectErrorEnvelope, type TestApp } from './helpers';

/** Paystack's published webhook source addresses. */
const paystackAddresses = ['52.31.139.75', '52.49.173.169', '52.214.14.220'];

let deliveryId = 9_100_000;

/** A signed charge.success delivery, each with an event id of its own, from `remoteAddress`. */
function delivery(
  remoteAddress: string,
  headers: Record<string, string> = {},
): InjectOptions & { headers: Record<string, string> } {
  deliveryId += 1;
  const rawBody = Buffer.from(
    JSON.stringify({ event: 'charge.success', data: { id: deliveryId, status: 'success' } }),
  );
  return {
    method: 'POST',
    url: '/v1/payments/webhooks/paystack',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': webhookSignature(rawBody, sandboxWebhookSecret),
      ...headers,
    },
    payload: rawBody,
  };
}

const directoryCall = (remoteAddress: string): InjectOptions => ({
  method: 'GET',
  url: '/v1/designers',
  remoteAddress,
});

describe.each(databaseKinds)('the webhook route on %s', (kind) => {
  describe('its rate limit', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(kind, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WEBHOOK_MAX: '5' });
    });
    afterAll(async () => {
      await testApp.close();
    });

    const statuses = async (requests: InjectOptions[]) => {
      const found: number[] = [];
      for (const request of requests) found.push((await testApp.app.inject(request)).statusCode);
      return found;
    };

    it('counts deliveries apart from the limit every other request shares, each with its own ceiling', async () => {
      const address = '198.51.100.20';
      // More deliveries than the general limit allows: none is refused, and none uses it up.
      expect(await statuses(Array.from({ length: 4 }, () => delivery(address)))).toEqual([
        200, 200, 200, 200,
      ]);
      expect(await statuses(Array.from({ length: 4 }, () => directoryCall(address)))).toEqual([
        200, 200, 200, 429,
      ]);
      // The general limit used up, deliveries still go through, up to their own ceiling.
      expect(await statuses([delivery(address), delivery(address)])).toEqual([200, 429]);
      // Another address has a ceiling of its own.
      expect((await testApp.app.inject(delivery('198.51.100.21'))).statusCode).toBe(200);
    });
  });

  describe('with PAYSTACK_WEBHOOK_IPS', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(kind, {
        PAYSTACK_WEBHOOK_IPS: paystackAddresses.join(','),
        TRUST_PROXY: '10.0.0.0/8',
      });
    });
    afterAll(async () => {
      await testApp.close();
    });

    const storedEvents = async () => (await testApp.database.db.select().from(webhookEvents)).length;

    it('refuses a delivery from any other address with 403 and stores nothing, whatever its signature', async () => {
      const before = await storedEvents();
      const refused = expectErrorEnvelope(
        await testApp.app.inject(delivery('203.0.113.9')),
        403,
        'WEBHOOK_SENDER_REFUSED',
      );
      expect(refused.error.message).toBe('Webhooks are not taken from this address');
      // Refused before the signature is looked at: an unsigned delivery is refused the same way.
      const unsigned = delivery('203.0.113.9', { 'x-paystack-signature': '' });
      expectErrorEnvelope(await testApp.app.inject(unsigned), 403, 'WEBHOOK_SENDER_REFUSED');
      // A client cannot name itself Paystack: only a trusted proxy's X-Forwarded-For is believed.
      const spoofed = delivery('203.0.113.9', { 'x-forwarded-for': paystackAddresses[0]! });
      expectErrorEnvelope(await testApp.app.inject(spoofed), 403, 'WEBHOOK_SENDER_REFUSED');
      expect(await storedEvents()).toBe(before);
    });

    it('says why in the language of the request', async () => {
      const refused = expectErrorEnvelope(
        await testApp.app.inject(delivery('203.0.113.9', { 'accept-language': 'fr' })),
        403,
        'WEBHOOK_SENDER_REFUSED',
      );
      expect(refused.error.message).toBe('Les webhooks ne sont pas acceptés depuis cette adresse');
    });

    it("takes deliveries from Paystack's addresses, direct, through a trusted proxy or seen over IPv6", async () => {
      const before = await storedEvents();
      for (const address of paystackAddresses) {
        expect((await testApp.app.inject(delivery(address))).statusCode).toBe(200);
      }
      const proxied = delivery('10.0.0.2', { 'x-forwarded-for': paystackAddresses[1]! });
      expect((await testApp.app.inject(proxied)).statusCode).toBe(200);
      expect((await testApp.app.inject(delivery(`::ffff:${paystackAddresses[2]}`))).statusCode).toBe(200);
      expect(await storedEvents()).toBe(before + 5);
      // A signature is still needed from an allowed address.
      const unsigned = delivery(paystackAddresses[0]!, { 'x-paystack-signature': '' });
      expectErrorEnvelope(await testApp.app.inject(unsigned), 401, 'INVALID_WEBHOOK_SIGNATURE');
    });
  });
});
