import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';

/**
 * Payments. For now the sandbox provider's hosted checkout page, present only when the sandbox is
 * the provider; the provider itself is chosen in the infrastructure (PAYMENT_PROVIDER).
 */
export async function register(app: FastifyInstance, infrastructure: Infrastructure) {
  const sandbox = infrastructure.sandboxPayments;
  if (sandbox) await app.register(sandboxCheckoutRoutes, { sandbox });
}
