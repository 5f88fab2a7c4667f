import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as challengeMfaFactor from '@creators-archive/contract/auth/challenge-mfa-factor';
import * as enrollMfaFactor from '@creators-archive/contract/auth/enroll-mfa-factor';
import * as findMfaFactors from '@creators-archive/contract/auth/find-mfa-factors';
import * as unenrollMfaFactor from '@creators-archive/contract/auth/unenroll-mfa-factor';
import * as verifyMfaFactor from '@creators-archive/contract/auth/verify-mfa-factor';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { MfaService } from './mfa.service';

const params = challengeMfaFactor.ZMfaFactorParams;

/** Every MFA route opens with an aal1 token that still owes its code. */
export const mfaRoutes: FastifyPluginAsyncZod<{ mfa: MfaService; authRateLimit: number }> = async (
  app,
  { mfa, authRateLimit },
) => {
  const config = { auth: 'member' as const, allowPendingMfa: true };

  app.route({
    method: enrollMfaFactor.method,
    url: enrollMfaFactor.path,
    schema: {
      tags: ['auth'],
      body: enrollMfaFactor.ZEnrollMfaFactorRequest.optional(),
      response: { 201: enrollMfaFactor.ZEnrollMfaFactorResponse },
    },
    config,
    handler: async (request, reply) => reply.status(201).send(envelope(await mfa.enroll(signedIn(request)))),
  });

  app.route({
    method: findMfaFactors.method,
    url: findMfaFactors.path,
    schema: { tags: ['auth'], response: { 200: findMfaFactors.ZFindMfaFactorsResponse } },
    config,
    handler: async (request) => envelope({ items: await mfa.findFactors(signedIn(request)) }),
  });

  app.route({
    method: challengeMfaFactor.method,
    url: challengeMfaFactor.path,
    schema: {
      tags: ['auth'],
      params,
      response: { 200: challengeMfaFactor.ZChallengeMfaFactorResponse },
    },
    config,
    handler: async (request) => envelope(await mfa.challenge(signedIn(request), request.params.id)),
  });

  app.route({
    method: verifyMfaFactor.method,
    url: verifyMfaFactor.path,
    schema: {
      tags: ['auth'],
      params,
      body: verifyMfaFactor.ZVerifyMfaFactorRequest,
      response: { 200: verifyMfaFactor.ZVerifyMfaFactorResponse },
    },
    config: { ...config, rateLimit: { max: authRateLimit, timeWindow: '1 minute' } },
    handler: async (request) =>
      envelope(
        await mfa.verify(signedIn(request), request.params.id, request.body, {
          userAgent: request.headers['user-agent'],
          clientAddress: request.clientAddress,
        }),
      ),
  });

  app.route({
    method: unenrollMfaFactor.method,
    url: unenrollMfaFactor.path,
    schema: {
      tags: ['auth'],
      params,
      response: { 200: unenrollMfaFactor.ZUnenrollMfaFactorResponse },
    },
    config,
    handler: async (request) => {
      await mfa.unenroll(signedIn(request), request.params.id);
      return envelope({ id: request.params.id });
    },
  });
};
