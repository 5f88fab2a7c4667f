import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Routes that need a signed-in caller (`config.auth`); the auth plugin enforces what this documents. */
const needsBearer = new Set(['member', 'admin']);

/**
 * The OpenAPI document is generated from the contract's schemas on the routes. A route states its
 * auth once, in `config.auth`; its security entry in the document follows from it.
 */
export default fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    app.addHook('onRoute', (route) => {
      if (needsBearer.has(route.config?.auth ?? 'none')) {
        route.schema = { ...route.schema, security: [{ bearer: [] }] };
      }
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Creators Archive API',
          version: '1.0.0',
          description: 'Portfolios, memberships and the designer directory. Every answer is an envelope.',
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
    app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['errors'] },
);
