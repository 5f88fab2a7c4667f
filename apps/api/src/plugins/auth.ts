import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../lib/app-error';
import type { AccessTokenClaims, AccessTokens, SessionStanding } from '../credentials/access-tokens';
import { adminRefusal } from '../credentials/caller';
import { reasonError } from '../i18n/error-messages';

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

// Any 8-4-4-4-12 hex string is a valid PostgreSQL uuid, whatever its version bits.
const ZId = z.guid();

export default fp(
  async (
    app: FastifyInstance,
    options: {
      accessTokens: AccessTokens;
      sessions: { standingOf(sessionId: string, userId: string): Promise<SessionStanding> };
    },
  ) => {
    app.decorateRequest('auth', undefined);

    /**
     * A signature only proves the token was issued. Signing out, ending a session elsewhere,
     * deleting the account, suspending or demoting it must count at once, not after the token's
     * 15 minutes: the sign-in is looked up on every authenticated request, and the caller carries
     * the role and assurance the database has now, not the ones the token was signed with. Ids
     * that are not UUIDs were never issued by us and are refused before they reach the database.
     */
    async function signedInWith(token: string): Promise<{ claims: AccessTokenClaims; suspended: boolean }> {
      const claims = await options.accessTokens.verify(token);
      const standing: SessionStanding =
        claims && ZId.safeParse(claims.userId).success && ZId.safeParse(claims.sessionId).success
          ? await options.sessions.standingOf(claims.sessionId, claims.userId)
          : { ended: true };
      if (!claims || standing.ended) {
        throw AppError.unauthenticated('Your session has expired or was ended');
      }
      return {
        claims: { ...claims, role: standing.role, aal: standing.aal },
        suspended: standing.suspended,
      };
    }

    const checkSignIn = async (request: FastifyRequest) => {
      const requirement = request.routeOptions.config.auth ?? 'none';

      const header = request.headers.authorization;
      if (header) {
        const [scheme, token] = header.split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !token) {
          throw AppError.unauthenticated('Send the access token as "Authorization: Bearer <token>"');
        }
        const { claims, suspended } = await signedInWith(token);
        if (suspended && requirement !== 'optional') throw AppError.accountSuspended();
        // On a public route a suspended member is just another visitor.
        request.auth = suspended ? undefined : claims;
      }

      if (requirement === 'optional') {
        // A sign-in that owes its code is seen as a visitor until it is entered.
        if (request.auth?.mfaRequired && !request.routeOptions.config.allowPendingMfa)
          request.auth = undefined;
        return;
      }
      const claims = signedIn(request);
      if (claims.mfaRequired && !request.routeOptions.config.allowPendingMfa) {
        throw reasonError(403, ErrorReason.mfaRequired);
      }
      const refusal = requirement === 'admin' ? adminRefusal(claims) : undefined;
      if (refusal) throw refusal;
    };

    /**
     * The check is attached to each route that asks for a caller, after the hooks attached before
     * it: the per-address rate limit comes first, so requests refused for a bad token still count
     * against the address and a flood of them is cut off rather than answered one by one.
     */
    app.addHook('onRoute', (route) => {
      if ((route.config?.auth ?? 'none') === 'none') return;
      route.onRequest = [...[route.onRequest ?? []].flat(), checkSignIn];
    });
  },
  { name: 'auth', dependencies: ['errors', 'rate-limit'] },
);
