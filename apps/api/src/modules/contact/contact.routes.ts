import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as sendContactMessage from '@creators-archive/contract/contact/send-contact-message';
import { envelope } from '../../lib/envelope';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; perHour: number }> = async (
  app,
  { contact, perHour },
) => {
  app.route({
    method: sendContactMessage.method,
    url: sendContactMessage.path,
    schema: {
      tags: ['contact'],
      body: sendContactMessage.ZSendContactMessageRequest,
      response: { 202: sendContactMessage.ZSendContactMessageResponse },
    },
    config: { rateLimit: { max: perHour, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      await contact.send(request.body);
      return reply.status(202).send(envelope({ received: true }));
    },
  });
};
