import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findWorks from '@creators-archive/contract/works/find-works';
import { itemsEnvelope } from '../../lib/envelope';
import type { WorksPage, WorksService } from './works.service';

/** The success envelope around a page, the cards spliced in as the database wrote them. */
function pageJson({ cards, pagination }: WorksPage): Buffer {
  return itemsEnvelope(cards, `,"pagination":${JSON.stringify(pagination)}`);
}

export const worksRoutes: FastifyPluginAsyncZod<{ works: WorksService }> = async (app, { works }) => {
  app.route({
    method: findWorks.method,
    url: findWorks.path,
    schema: {
      tags: ['works'],
      querystring: findWorks.ZFindWorksRequest,
      response: { 200: findWorks.ZFindWorksResponse },
    },
    // As the directory's pages: the schema validates the query and documents the answer; the
    // cards are written as JSON by the database and sent as they are. The integration tests hold
    // the answer to the schema.
    config: { publicCache: true },
    handler: async (request, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(pageJson(await works.find(request.query))),
  });
};
