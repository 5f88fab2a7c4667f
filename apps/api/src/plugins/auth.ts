import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../lib/app-error';
import type { AccessTokenClaims, AccessTokens } from '../modules/auth/access-tokens';

/** What a route asks of the caller: nothing, a token if sent, a member, or an admin. */
export type AuthRequirement = 'none' | 'optional' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /** Opens to a sign-in that still owes its second-factor code (the MFA routes and sign-out). */
    allowPendingMfa?: boolean;
  }
  interface FastifyRequest {
    auth: AccessTokenClaims | undefined;
  }
}

/** The caller's claims on a route that requires sign-in. */
export function signedIn(request: FastifyRequest): AccessTokenClaims {
  if (!request.auth) throw AppError.unauthenticated();
  return request.auth;
}

export default fp(
  async (app: FastifyInstance, options: { accessTokens: AccessTokens }) => {
    app.decorateRequest('auth', undefined);

    app.addHook('onRequest', async (request) => {
      const requirement = request.routeOptions.config.auth ?? 'none';
      if (requirement === 'none') return;

      const header = request.headers.authorization;
      if (header) {
        const [scheme, token] = header.split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !token) {
          throw AppError.unauthenticated('Send the access token as "Authorization: Bearer <token>"');
        }
        request.auth = (await options.accessTokens.verify(token)) ?? undefined;
        if (!request.auth) throw AppError.unauthenticated('Your session has expired');
      }

      if (requirement === 'optional') {
        // A sign-in that owes its code is seen as a visitor until it is entered.
        if (request.auth?.mfaRequired && !request.routeOptions.config.allowPendingMfa)
          request.auth = undefined;
        return;
      }
      const claims = signedIn(request);
      if (claims.mfaRequired && !request.routeOptions.config.allowPendingMfa) {
        throw new AppError(
          403,
          ErrorReason.mfaRequired,
          'Enter the code from your authenticator app to continue',
        );
      }
      if (requirement === 'admin') {
        if (claims.role !== 'admin') throw AppError.forbidden();
        // Admin work needs a second factor: only a sign-in that passed one is aal2.
        if (claims.aal !== 'aal2') {
          throw new AppError(
            403,
            ErrorReason.mfaEnrollmentRequired,
            'Set up an authenticator app for your account before using admin tools',
          );
        }
      }
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
