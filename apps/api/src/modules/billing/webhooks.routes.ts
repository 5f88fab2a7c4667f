import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../lib/envelope';
import type { WebhooksService } from './webhooks.service';

/** Where Paystack posts its events. */
export const paystackWebhookPath = '/v1/payments/webhooks/paystack';

/**
 * The signature is made over the exact bytes sent, so this route alone reads its JSON body as
 * bytes; the service checks them before parsing anything. Answers 200 at once: the event is
 * processed by a job.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.route({
    method: 'POST',
    url: paystackWebhookPath,
    schema: { tags: ['payments'], hide: true },
    config: { auth: 'none' },
    handler: async (request) => {
      const signature = request.headers['x-paystack-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await webhooks.receive(rawBody, typeof signature === 'string' ? signature : undefined);
      return envelope({ received: true });
    },
  });
};
