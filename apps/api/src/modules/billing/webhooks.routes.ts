import proxyAddr from '@fastify/proxy-addr';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReason } from '@creators-archive/contract';
import { reasonError } from '../../i18n/error-messages';
import { envelope } from '../../lib/envelope';
import type { WebhooksService } from './webhooks.service';

/** Where Paystack posts its events. */
export const paystackWebhookPath = '/v1/payments/webhooks/paystack';

/**
 * The signature is made over the exact bytes sent, so this route alone reads its JSON body as
 * bytes; the service checks them before parsing anything. Answers 200 at once: the event is
 * processed by a job.
 *
 * Deliveries have a per-address limit of their own (`rateLimitMax` a minute), apart from the
 * one every other request shares: a burst of the provider's retries and our members behind
 * the same address never use up each other's. With `senders` set, a delivery from any other
 * client address (as TRUST_PROXY reads it) is refused 403 before its body is read.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{
  webhooks: WebhooksService;
  rateLimitMax: number;
  senders: string[] | undefined;
}> = async (app, { webhooks, rateLimitMax, senders }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  // proxy-addr's matcher also knows an IPv4 sender seen on an IPv6 socket (::ffff:52.31.139.75).
  const isSender = senders ? proxyAddr.compile(senders) : undefined;

  app.route({
    method: 'POST',
    url: paystackWebhookPath,
    schema: { tags: ['payments'], hide: true },
    config: { auth: 'none', rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
    onRequest: async (request) => {
      if (isSender && !isSender(request.clientAddress, 0)) {
        throw reasonError(403, ErrorReason.webhookSenderRefused);
      }
    },
    handler: async (request) => {
      const signature = request.headers['x-paystack-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await webhooks.receive(rawBody, typeof signature === 'string' ? signature : undefined);
      return envelope({ received: true });
    },
  });
};
