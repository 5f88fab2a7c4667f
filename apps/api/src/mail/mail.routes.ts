import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findOutbox from '@creators-archive/contract/dev/find-outbox';
import { envelope } from '../lib/envelope';
import type { OutboxService } from './outbox.service';

/** Development only: the messages the outbox transport kept, so links can be opened without SMTP. */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.route({
    method: findOutbox.method,
    url: findOutbox.path,
    schema: { tags: ['dev'], response: { 200: findOutbox.ZFindOutboxResponse } },
    handler: async () => envelope({ items: await outbox.findLatest() }),
  });
};
