import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as createCode from '@creators-archive/contract/admin/create-discount-code';
import * as deactivateCode from '@creators-archive/contract/admin/deactivate-discount-code';
import * as findCodes from '@creators-archive/contract/admin/find-discount-codes';
import * as getCampaign from '@creators-archive/contract/admin/get-campaign';
import * as sendEmails from '@creators-archive/contract/subscriptions/send-discount-emails';
import { localeOfRequest } from '../../i18n/translate';
import { envelope } from '../../lib/envelope';
import { auditActorOf } from '../audit';
import type { DiscountAdminService } from './discount-admin.service';

/** Admins' discount codes and campaigns; every write is audited. */
export const discountAdminRoutes: FastifyPluginAsyncZod<{ admin: DiscountAdminService }> = async (
  app,
  { admin },
) => {
  app.route({
    method: createCode.method,
    url: createCode.path,
    schema: {
      tags: ['admin'],
      body: createCode.ZCreateDiscountCodeRequest,
      response: { 201: createCode.ZCreateDiscountCodeResponse },
    },
    config: { auth: 'admin' },
    handler: async (request, reply) =>
      reply.status(201).send(envelope(await admin.create(auditActorOf(request), request.body))),
  });

  app.route({
    method: findCodes.method,
    url: findCodes.path,
    schema: { tags: ['admin'], response: { 200: findCodes.ZFindDiscountCodesResponse } },
    config: { auth: 'admin' },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await admin.list());
    },
  });

  app.route({
    method: deactivateCode.method,
    url: deactivateCode.path,
    schema: {
      tags: ['admin'],
      params: deactivateCode.ZDiscountCodeParams,
      response: { 200: deactivateCode.ZDeactivateDiscountCodeResponse },
    },
    config: { auth: 'admin' },
    handler: async (request) => envelope(await admin.deactivate(auditActorOf(request), request.params.id)),
  });

  app.route({
    method: sendEmails.method,
    url: sendEmails.path,
    schema: {
      tags: ['admin'],
      body: sendEmails.ZSendDiscountEmailsRequest,
      response: { 200: sendEmails.ZSendDiscountEmailsResponse },
    },
    // 5,000 addresses of up to 320 characters, with their JSON quoting.
    bodyLimit: 2 * 1024 * 1024,
    config: { auth: 'admin' },
    handler: async (request) =>
      envelope(await admin.send(auditActorOf(request), request.body, localeOfRequest(request.headers))),
  });

  app.route({
    method: getCampaign.method,
    url: getCampaign.path,
    schema: {
      tags: ['admin'],
      params: getCampaign.ZCampaignParams,
      response: { 200: getCampaign.ZGetCampaignResponse },
    },
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await admin.campaign(request.params.id));
    },
  });
};
