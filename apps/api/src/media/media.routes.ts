import type { FastifyPluginAsync } from 'fastify';
import { ErrorReason } from '@creators-archive/contract';
import { contentTypeOf, keyForMediaPath, type Storage } from './storage';
import { reasonError } from '../i18n/error-messages';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves public files from whichever store is configured; names change when content does. */
export const mediaRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get('/media/*', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const mediaPath = (request.params as { '*': string })['*'];
    const key = keyForMediaPath(mediaPath);
    const file = key ? await storage.read(key) : undefined;
    if (!file) throw reasonError(404, ErrorReason.notFound);
    reply.header('Cache-Control', IMMUTABLE).type(contentTypeOf(mediaPath));
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply.send(file.body);
  });
};
