import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Every route an app registers, with the Zod schemas it was registered with: the endpoint's own
 * body, query, params and response schemas from the contract, exactly as the server checks them.
 * A test file swaps Fastify's factory for `withRouteCapture(fastify)` with `vi.mock('fastify')`.
 */
const routesByApp = new WeakMap<FastifyInstance, RouteOptions[]>();

export function withRouteCapture<Module extends { default: (...options: never[]) => FastifyInstance }>(
  fastifyModule: Module,
): Module {
  const original = fastifyModule.default;
  const capturing = (...options: Parameters<typeof original>) => {
    const app = original(...options);
    const routes: RouteOptions[] = [];
    routesByApp.set(app, routes);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  };
  return { ...fastifyModule, default: Object.assign(capturing, original) };
}

export function routesOf(app: FastifyInstance): RouteOptions[] {
  const routes = routesByApp.get(app);
  if (!routes) throw new Error('This app was built without withRouteCapture');
  return routes;
}
