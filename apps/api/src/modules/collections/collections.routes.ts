import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as addItem from '@creators-archive/contract/collections/add-collection-item';
import * as createCollection from '@creators-archive/contract/collections/create-collection';
import * as deleteCollection from '@creators-archive/contract/collections/delete-collection';
import * as findCollections from '@creators-archive/contract/collections/find-collections';
import * as getCollection from '@creators-archive/contract/collections/get-collection';
import * as removeItem from '@creators-archive/contract/collections/remove-collection-item';
import * as updateCollection from '@creators-archive/contract/collections/update-collection';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { CollectionsService } from './collections.service';

export const collectionsRoutes: FastifyPluginAsyncZod<{ collections: CollectionsService }> = async (
  app,
  { collections },
) => {
  app.route({
    method: createCollection.method,
    url: createCollection.path,
    schema: {
      tags: ['collections'],
      body: createCollection.ZCreateCollectionRequest,
      response: { 201: createCollection.ZCreateCollectionResponse },
    },
    config: { auth: 'member' },
    handler: async (request, reply) =>
      reply.status(201).send(envelope(await collections.create(signedIn(request).userId, request.body))),
  });

  app.route({
    method: findCollections.method,
    url: findCollections.path,
    schema: {
      tags: ['collections'],
      querystring: findCollections.ZFindCollectionsRequest,
      response: { 200: findCollections.ZFindCollectionsResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope(await collections.findOwn(signedIn(request).userId, request.query)),
  });

  app.route({
    method: getCollection.method,
    url: getCollection.path,
    schema: {
      tags: ['collections'],
      params: getCollection.ZGetCollectionParams,
      querystring: getCollection.ZGetCollectionRequest,
      response: { 200: getCollection.ZGetCollectionResponse },
    },
    config: { auth: 'optional' },
    handler: async (request) =>
      envelope(await collections.get(request.auth?.userId, request.params.id, request.query)),
  });

  app.route({
    method: updateCollection.method,
    url: updateCollection.path,
    schema: {
      tags: ['collections'],
      params: updateCollection.ZUpdateCollectionParams,
      body: updateCollection.ZUpdateCollectionRequest,
      response: { 200: updateCollection.ZUpdateCollectionResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await collections.update(signedIn(request).userId, request.params.id, request.body)),
  });

  app.route({
    method: deleteCollection.method,
    url: deleteCollection.path,
    schema: {
      tags: ['collections'],
      params: deleteCollection.ZDeleteCollectionParams,
      response: { 200: deleteCollection.ZDeleteCollectionResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => {
      await collections.delete(signedIn(request).userId, request.params.id);
      return envelope({ deleted: true as const });
    },
  });

  app.route({
    method: addItem.method,
    url: addItem.path,
    schema: {
      tags: ['collections'],
      params: addItem.ZAddCollectionItemParams,
      body: addItem.ZAddCollectionItemRequest,
      response: { 200: addItem.ZAddCollectionItemResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await collections.addItem(signedIn(request).userId, request.params.id, request.body.itemId)),
  });

  app.route({
    method: removeItem.method,
    url: removeItem.path,
    schema: {
      tags: ['collections'],
      params: removeItem.ZRemoveCollectionItemParams,
      response: { 200: removeItem.ZRemoveCollectionItemResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(
        await collections.removeItem(signedIn(request).userId, request.params.id, request.params.itemId),
      ),
  });
};
