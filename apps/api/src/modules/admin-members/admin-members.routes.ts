import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findMembers from '@creators-archive/contract/admin/find-members';
import * as getMember from '@creators-archive/contract/admin/get-member';
import * as actions from '@creators-archive/contract/admin/member-actions';
import * as refundPayment from '@creators-archive/contract/admin/refund-payment';
import { envelope } from '../../lib/envelope';
import { auditActorOf } from '../audit';
import type { AdminMembersService } from './admin-members.service';
import type { MemberActionsService } from './member-actions.service';
import type { PaymentRefundsService } from '../billing';
import { localeOfRequest } from '../../i18n/translate';

/** Admins' members area: the list, a member's page, what they do to a member, refunds. */
export const adminMembersRoutes: FastifyPluginAsyncZod<{
  members: AdminMembersService;
  actions: MemberActionsService;
  refunds: Pick<PaymentRefundsService, 'refund'>;
}> = async (app, { members, actions: memberActions, refunds }) => {
  app.route({
    method: findMembers.method,
    url: findMembers.path,
    schema: {
      tags: ['admin'],
      querystring: findMembers.ZFindMembersQuery,
      response: { 200: findMembers.ZFindMembersResponse },
    },
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await members.find(request.query));
    },
  });

  app.route({
    method: getMember.method,
    url: getMember.path,
    schema: {
      tags: ['admin'],
      params: getMember.ZAdminMemberParams,
      response: { 200: getMember.ZGetMemberResponse },
    },
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await members.get(request.params.id, localeOfRequest(request.headers)));
    },
  });

  /** Every action answers the member's page as it now is. */
  const memberAction = {
    tags: ['admin'],
    params: getMember.ZAdminMemberParams,
    response: { 200: actions.ZMemberActionResponse },
  };

  app.route({
    method: actions.method,
    url: actions.verifyPath,
    schema: memberAction,
    config: { auth: 'admin' },
    handler: async (request) => {
      await memberActions.verify(auditActorOf(request), request.params.id);
      // Public lists show badges and leave out suspended members: they must change at once.
      app.dropPublicCache();
      return envelope(await members.get(request.params.id, localeOfRequest(request.headers)));
    },
  });

  app.route({
    method: actions.method,
    url: actions.suspendPath,
    schema: { ...memberAction, body: actions.ZSuspendMemberBody },
    config: { auth: 'admin' },
    handler: async (request) => {
      await memberActions.suspend(auditActorOf(request), request.params.id, request.body.reason);
      // Public lists show badges and leave out suspended members: they must change at once.
      app.dropPublicCache();
      return envelope(await members.get(request.params.id, localeOfRequest(request.headers)));
    },
  });

  app.route({
    method: actions.method,
    url: actions.unsuspendPath,
    schema: memberAction,
    config: { auth: 'admin' },
    handler: async (request) => {
      await memberActions.unsuspend(auditActorOf(request), request.params.id);
      // Public lists show badges and leave out suspended members: they must change at once.
      app.dropPublicCache();
      return envelope(await members.get(request.params.id, localeOfRequest(request.headers)));
    },
  });

  app.route({
    method: actions.method,
    url: actions.rolePath,
    schema: { ...memberAction, body: actions.ZSetRoleBody },
    config: { auth: 'admin' },
    handler: async (request) => {
      await memberActions.setRole(auditActorOf(request), request.params.id, request.body.role);
      return envelope(await members.get(request.params.id, localeOfRequest(request.headers)));
    },
  });

  app.route({
    method: actions.method,
    url: actions.extendPath,
    schema: { ...memberAction, body: actions.ZExtendSubscriptionBody },
    config: { auth: 'admin' },
    handler: async (request) => {
      const { days, reason } = request.body;
      await memberActions.extend(auditActorOf(request), request.params.id, days, reason);
      return envelope(await members.get(request.params.id, localeOfRequest(request.headers)));
    },
  });

  app.route({
    method: actions.method,
    url: actions.compPath,
    schema: { ...memberAction, body: actions.ZCompSubscriptionBody },
    config: { auth: 'admin' },
    handler: async (request) => {
      const { planId, days, reason } = request.body;
      await memberActions.comp(auditActorOf(request), request.params.id, planId, days, reason);
      return envelope(await members.get(request.params.id, localeOfRequest(request.headers)));
    },
  });

  app.route({
    method: refundPayment.method,
    url: refundPayment.path,
    schema: {
      tags: ['admin'],
      params: refundPayment.ZPaymentReferenceParams,
      body: refundPayment.ZRefundPaymentBody,
      response: { 200: refundPayment.ZRefundPaymentResponse },
    },
    config: { auth: 'admin' },
    handler: async (request) =>
      envelope(await refunds.refund(auditActorOf(request), request.params.reference, request.body)),
  });
};
