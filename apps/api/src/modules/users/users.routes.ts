import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as getMe from '@creators-archive/contract/users/get-me';
import * as getUser from '@creators-archive/contract/users/get-user';
import * as updateMe from '@creators-archive/contract/users/update-me';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.route({
    method: getMe.method,
    url: getMe.path,
    schema: { tags: ['users'], response: { 200: getMe.ZGetMeResponse } },
    config: { auth: 'member' },
    handler: async (request) => envelope(await users.getMe(signedIn(request).userId)),
  });

  app.route({
    method: updateMe.method,
    url: updateMe.path,
    schema: {
      tags: ['users'],
      body: updateMe.ZUpdateMeRequest,
      response: { 200: updateMe.ZUpdateMeResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope(await users.updateMe(signedIn(request).userId, request.body)),
  });

  app.route({
    method: getUser.method,
    url: getUser.path,
    schema: { tags: ['users'], params: getUser.ZGetUserParams, response: { 200: getUser.ZGetUserResponse } },
    // The answer is built field by field (toPublicUser, toUser), so checking it again with Zod on
    // every lookup of a public profile would only cost time (docs/decisions/1370).
    serializerCompiler: () => (data) => JSON.stringify(data),
    config: { auth: 'optional' },
    handler: async (request) => envelope(await users.getUser(request.auth, request.params.id)),
  });
};
