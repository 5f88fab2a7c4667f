import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminPlans from '@creators-archive/contract/admin/plans';
import { envelope } from '../../lib/envelope';
import { auditActorOf } from '../audit';
import type { PlanAdminService } from './plan-admin.service';

/** Admins' plans: every plan with its members, and each change audited. */
export const planAdminRoutes: FastifyPluginAsyncZod<{ admin: PlanAdminService }> = async (app, { admin }) => {
  // The public plan list is kept for a few seconds; a plan created, changed, archived or restored
  // must show there (or leave it) at once.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.dropPublicCache();
    return payload;
  });

  app.route({
    method: adminPlans.findMethod,
    url: adminPlans.findPath,
    schema: { tags: ['admin'], response: { 200: adminPlans.ZFindAdminPlansResponse } },
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await admin.list(auditActorOf(request)));
    },
  });

  app.route({
    method: adminPlans.createMethod,
    url: adminPlans.createPath,
    schema: {
      tags: ['admin'],
      body: adminPlans.ZCreatePlanBody,
      response: { 201: adminPlans.ZAdminPlanResponse },
    },
    config: { auth: 'admin' },
    handler: async (request, reply) =>
      reply.status(201).send(envelope(await admin.create(auditActorOf(request), request.body))),
  });

  app.route({
    method: adminPlans.updateMethod,
    url: adminPlans.updatePath,
    schema: {
      tags: ['admin'],
      params: adminPlans.ZAdminPlanParams,
      body: adminPlans.ZUpdatePlanBody,
      response: { 200: adminPlans.ZAdminPlanResponse },
    },
    config: { auth: 'admin' },
    handler: async (request) =>
      envelope(await admin.update(auditActorOf(request), request.params.id, request.body)),
  });

  for (const [url, change] of [
    [adminPlans.archivePath, 'archive'],
    [adminPlans.restorePath, 'restore'],
  ] as const) {
    app.route({
      method: adminPlans.archiveMethod,
      url,
      schema: {
        tags: ['admin'],
        params: adminPlans.ZAdminPlanParams,
        response: { 200: adminPlans.ZAdminPlanResponse },
      },
      config: { auth: 'admin' },
      handler: async (request) => envelope(await admin[change](auditActorOf(request), request.params.id)),
    });
  }
};
