import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as getJwks from '@creators-archive/contract/auth/get-jwks';
import type { AccessTokens } from '../../credentials/access-tokens';

/** The public half of every key that may have signed a live token; cached 10 minutes. */
export const jwksRoutes: FastifyPluginAsyncZod<{ accessTokens: AccessTokens }> = async (
  app,
  { accessTokens },
) => {
  for (const url of [getJwks.path, getJwks.wellKnownPath]) {
    app.route({
      method: getJwks.method,
      url,
      schema: { tags: ['auth'], response: { 200: getJwks.ZGetJwksResponse } },
      handler: async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=600');
        return (await accessTokens.publicJwks()) as getJwks.GetJwksResponse;
      },
    });
  }
};
