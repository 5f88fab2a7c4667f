import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as runSandboxRenewals from '@creators-archive/contract/payments/run-sandbox-renewals';
import { envelope } from '../../lib/envelope';
import type { RenewalsService } from './renewals.service';

/**
 * The sandbox's clock for renewals: a pass as of any moment. Registered only with the sandbox
 * provider outside production, where no money can move, for trying renewals and for the
 * end-to-end tests, whose server owns its embedded database.
 */
export const sandboxRenewalsRoutes: FastifyPluginAsyncZod<{ renewals: RenewalsService }> = async (
  app,
  { renewals },
) => {
  app.route({
    method: runSandboxRenewals.method,
    url: runSandboxRenewals.path,
    schema: {
      tags: ['payments'],
      body: runSandboxRenewals.ZRunSandboxRenewalsRequest,
      response: { 200: runSandboxRenewals.ZRunSandboxRenewalsResponse },
    },
    config: { auth: 'none' },
    handler: async (request) => envelope(await renewals.runPass(new Date(request.body.now))),
  });
};
