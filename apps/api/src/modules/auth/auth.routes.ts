import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as confirmPasswordReset from '@creators-archive/contract/auth/confirm-password-reset';
import * as deleteSession from '@creators-archive/contract/auth/delete-session';
import * as findSessions from '@creators-archive/contract/auth/find-sessions';
import * as refreshSession from '@creators-archive/contract/auth/refresh-session';
import * as requestPasswordReset from '@creators-archive/contract/auth/request-password-reset';
import * as signIn from '@creators-archive/contract/auth/sign-in';
import * as signOut from '@creators-archive/contract/auth/sign-out';
import * as signOutOtherSessions from '@creators-archive/contract/auth/sign-out-other-sessions';
import * as registerUser from '@creators-archive/contract/users/register-user';
import { localeOfRequest } from '../../i18n/translate';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; authRateLimit: number }> = async (
  app,
  { auth, authRateLimit },
) => {
  const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };

  app.route({
    method: registerUser.method,
    url: registerUser.path,
    schema: {
      tags: ['auth'],
      body: registerUser.ZRegisterUserRequest,
      response: { 201: registerUser.ZRegisterUserResponse },
    },
    config: { rateLimit },
    handler: async (request, reply) => {
      const session = await auth.register({
        ...request.body,
        // The web sends the page's language: the member's e-mails start in it.
        locale: localeOfRequest(request.headers),
        userAgent: request.headers['user-agent'],
        clientAddress: request.clientAddress,
      });
      return reply.status(201).send(envelope(session));
    },
  });

  app.route({
    method: signIn.method,
    url: signIn.path,
    schema: { tags: ['auth'], body: signIn.ZSignInRequest, response: { 200: signIn.ZSignInResponse } },
    config: { rateLimit },
    handler: async (request) =>
      envelope(
        await auth.signIn({
          ...request.body,
          userAgent: request.headers['user-agent'],
          clientAddress: request.clientAddress,
        }),
      ),
  });

  app.route({
    method: refreshSession.method,
    url: refreshSession.path,
    schema: {
      tags: ['auth'],
      body: refreshSession.ZRefreshSessionRequest,
      response: { 200: refreshSession.ZRefreshSessionResponse },
    },
    config: { rateLimit },
    handler: async (request) => envelope(await auth.refresh(request.body.refreshToken)),
  });

  app.route({
    method: signOut.method,
    url: signOut.path,
    schema: { tags: ['auth'], response: { 200: signOut.ZSignOutResponse } },
    config: { auth: 'member', allowPendingMfa: true },
    handler: async (request) => {
      await auth.signOut(signedIn(request).sessionId);
      return envelope({ signedOut: true as const });
    },
  });

  app.route({
    method: requestPasswordReset.method,
    url: requestPasswordReset.path,
    schema: {
      tags: ['auth'],
      body: requestPasswordReset.ZRequestPasswordResetRequest,
      response: { 200: requestPasswordReset.ZRequestPasswordResetResponse },
    },
    config: { rateLimit },
    handler: async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return envelope({ sent: true as const });
    },
  });

  app.route({
    method: confirmPasswordReset.method,
    url: confirmPasswordReset.path,
    schema: {
      tags: ['auth'],
      body: confirmPasswordReset.ZConfirmPasswordResetRequest,
      response: { 200: confirmPasswordReset.ZConfirmPasswordResetResponse },
    },
    config: { rateLimit },
    handler: async (request) => {
      await auth.confirmPasswordReset(request.body.token, request.body.password);
      return envelope({ reset: true as const });
    },
  });

  app.route({
    method: findSessions.method,
    url: findSessions.path,
    schema: {
      tags: ['auth'],
      response: { 200: findSessions.ZFindSessionsResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope({ items: await auth.findSessions(signedIn(request)) }),
  });

  app.route({
    method: deleteSession.method,
    url: deleteSession.path,
    schema: {
      tags: ['auth'],
      params: deleteSession.ZDeleteSessionParams,
      response: { 200: deleteSession.ZDeleteSessionResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => {
      await auth.deleteSession(signedIn(request), request.params.id);
      return envelope({ id: request.params.id });
    },
  });

  app.route({
    method: signOutOtherSessions.method,
    url: signOutOtherSessions.path,
    schema: {
      tags: ['auth'],
      response: { 200: signOutOtherSessions.ZSignOutOtherSessionsResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope({ signedOut: await auth.signOutOtherSessions(signedIn(request)) }),
  });
};
