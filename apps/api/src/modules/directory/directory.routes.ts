import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findDesigners from '@creators-archive/contract/directory/find-designers';
import { envelope } from '../../lib/envelope';
import type { DirectoryService } from './directory.service';

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
    // The schema still validates the query and documents the answer; the answer itself is built
    // field by field from typed rows (toCard), so checking it again with Zod on every request
    // would only cost time (docs/decisions/0505). The integration tests hold it to the schema.
    serializerCompiler: () => (data) => JSON.stringify(data),
    config: { publicCache: true },
    handler: async (request) => envelope(await directory.find(request.query)),
  });
};
