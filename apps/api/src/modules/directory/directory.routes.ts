import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findDesigners from '@creators-archive/contract/directory/find-designers';
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
    config: { publicCacheSeconds: 5 },
    handler: async (request) => ({ success: true as const, data: await directory.find(request.query) }),
  });
};
