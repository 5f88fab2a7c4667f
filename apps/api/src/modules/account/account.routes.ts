import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as changePassword from '@creators-archive/contract/users/change-password';
import * as confirmEmailChange from '@creators-archive/contract/users/confirm-email-change';
import * as deleteMe from '@creators-archive/contract/users/delete-me';
import * as requestEmailChange from '@creators-archive/contract/users/request-email-change';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { AccountService } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  authRateLimit: number;
}> = async (app, { account, authRateLimit }) => {
  const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };

  app.route({
    method: changePassword.method,
    url: changePassword.path,
    schema: {
      tags: ['users'],
      body: changePassword.ZChangePasswordRequest,
      response: { 200: changePassword.ZChangePasswordResponse },
    },
    config: { auth: 'member', rateLimit },
    handler: async (request) => {
      await account.changePassword(signedIn(request), request.body.currentPassword, request.body.newPassword);
      return envelope({ changed: true as const });
    },
  });

  app.route({
    method: requestEmailChange.method,
    url: requestEmailChange.path,
    schema: {
      tags: ['users'],
      body: requestEmailChange.ZRequestEmailChangeRequest,
      response: { 200: requestEmailChange.ZRequestEmailChangeResponse },
    },
    config: { auth: 'member', rateLimit },
    handler: async (request) => {
      await account.requestEmailChange(signedIn(request), request.body.email, request.body.password);
      return envelope({ sent: true as const });
    },
  });

  app.route({
    method: confirmEmailChange.method,
    url: confirmEmailChange.path,
    schema: {
      tags: ['users'],
      body: confirmEmailChange.ZConfirmEmailChangeRequest,
      response: { 200: confirmEmailChange.ZConfirmEmailChangeResponse },
    },
    config: { rateLimit },
    handler: async (request) => envelope({ email: await account.confirmEmailChange(request.body.token) }),
  });

  app.route({
    method: deleteMe.method,
    url: deleteMe.path,
    schema: {
      tags: ['users'],
      body: deleteMe.ZDeleteMeRequest,
      response: { 200: deleteMe.ZDeleteMeResponse },
    },
    config: { auth: 'member', rateLimit },
    handler: async (request) => {
      await account.deleteMe(signedIn(request), {
        password: request.body.password,
        code: request.body.code,
        clientAddress: request.clientAddress,
      });
      return envelope({ deleted: true as const });
    },
  });
};
