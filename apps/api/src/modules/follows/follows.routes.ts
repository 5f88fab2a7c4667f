import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as followUser from '@creators-archive/contract/follows/follow-user';
import * as getFeed from '@creators-archive/contract/follows/get-feed';
import * as listFollowers from '@creators-archive/contract/follows/list-followers';
import * as listFollowing from '@creators-archive/contract/follows/list-following';
import * as suggestDesigners from '@creators-archive/contract/follows/suggest-designers';
import * as unfollowUser from '@creators-archive/contract/follows/unfollow-user';
import { envelope, itemsEnvelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { FollowsService } from './follows.service';

/** The success envelope around cards the database wrote as JSON, spliced in as they are. */
function cardsJson(cards: string[], pagination?: { limit: number; nextCursor: string | null }): Buffer {
  return itemsEnvelope(cards, pagination ? `,"pagination":${JSON.stringify(pagination)}` : '');
}

export const followsRoutes: FastifyPluginAsyncZod<{ follows: FollowsService }> = async (app, { follows }) => {
  app.route({
    method: followUser.method,
    url: followUser.path,
    schema: {
      tags: ['follows'],
      params: followUser.ZFollowParams,
      response: { 200: followUser.ZFollowStateResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope(await follows.follow(signedIn(request).userId, request.params.id)),
  });

  app.route({
    method: unfollowUser.method,
    url: unfollowUser.path,
    schema: {
      tags: ['follows'],
      params: unfollowUser.ZFollowParams,
      response: { 200: unfollowUser.ZFollowStateResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope(await follows.unfollow(signedIn(request).userId, request.params.id)),
  });

  for (const [endpoint, side] of [
    [listFollowers, 'followers'],
    [listFollowing, 'following'],
  ] as const) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        tags: ['follows'],
        params: endpoint.ZFollowParams,
        querystring: endpoint.ZFollowListRequest,
        response: { 200: endpoint.ZFollowListResponse },
      },
      config: { auth: 'none' },
      handler: async (request) => envelope(await follows.list(side, request.params.id, request.query)),
    });
  }

  app.route({
    method: getFeed.method,
    url: getFeed.path,
    schema: {
      tags: ['follows'],
      querystring: getFeed.ZGetFeedRequest,
      response: { 200: getFeed.ZGetFeedResponse },
    },
    // As the works search: the cards are written as JSON by the database and sent as they are;
    // the integration tests hold the answer to the schema.
    config: { auth: 'member' },
    handler: async (request, reply) => {
      const { items, pagination } = await follows.feed(signedIn(request).userId, request.query);
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(cardsJson(items, pagination));
    },
  });

  app.route({
    method: suggestDesigners.method,
    url: suggestDesigners.path,
    schema: { tags: ['follows'], response: { 200: suggestDesigners.ZSuggestDesignersResponse } },
    config: { auth: 'member' },
    handler: async (request, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(cardsJson(await follows.suggestions(signedIn(request).userId))),
  });
};
