import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findDesigners from '@creators-archive/contract/directory/find-designers';
import { itemsEnvelope } from '../../lib/envelope';
import type { DirectoryPage, DirectoryService } from './directory.service';

/** The success envelope around a page, the cards spliced in as the database wrote them. */
function pageJson({ cards, pagination: { limit, nextCursor } }: DirectoryPage): Buffer {
  // Written out rather than through JSON.stringify: the limit is a whole number and the cursor
  // base64url, neither of which JSON escapes.
  const cursor = nextCursor === null ? 'null' : `"${nextCursor}"`;
  return itemsEnvelope(cards, `,"pagination":{"limit":${limit},"nextCursor":${cursor}}`);
}

export const directoryRoutes: FastifyPluginAsyncZod<{ directory: DirectoryService }> = async (
  app,
  { directory },
) => {
  app.route({
    method: findDesigners.method,
    url: findDesigners.path,
    schema: {
      tags: ['directory'],
      querystring: findDesigners.ZFindDesignersRequest,
      response: { 200: findDesigners.ZFindDesignersResponse },
    },
    // The schema still validates the query and documents the answer; the cards are written as
    // JSON by the database and sent as they are, neither parsed nor checked again with Zod on
    // every request (docs/decisions/0505 and 1370). The integration tests hold the answer to the
    // schema. The typed reply only takes the answer as an object, hence the plain one for bytes.
    config: { publicCache: true },
    handler: async (request, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(pageJson(await directory.find(request.query))),
  });
};
