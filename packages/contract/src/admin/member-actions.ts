import { z } from 'zod';
import { ZTextBlock } from '../entities/text';
import { ZRole } from '../entities/user';
import { successEnvelope } from '../envelope';
import { ZAdminMember } from './get-member';

/**
 * What an admin does to a member; each is audited with before and after and answers the member's
 * page as it now is. All are POST on `/v1/admin/members/:id/…` (revoking verification is
 * revoke-verification.ts). Doing what is done already (verifying a verified member) changes and
 * audits nothing. 403 FORBIDDEN for an admin whose role was taken away since their sign-in.
 */
export const verifyPath = '/v1/admin/members/:id/verify';
/**
 * Ends every session at once; the member cannot sign in and leaves the directory and public pages.
 * 403 FORBIDDEN for an admin: take their role away first.
 */
export const suspendPath = '/v1/admin/members/:id/suspend';
export const unsuspendPath = '/v1/admin/members/:id/unsuspend';
/**
 * 409 LAST_ADMIN when it would leave no admin, or for the admin's own role. Taking the role away
 * ends the former admin's sessions. 403 FORBIDDEN to make a suspended member an admin.
 */
export const rolePath = '/v1/admin/members/:id/role';
/**
 * Pushes the end of the current period out (active or cancelled subscription), and its renewal
 * with it. 409 SUBSCRIPTION_STATE_CONFLICT with none or an expired one.
 */
export const extendPath = '/v1/admin/members/:id/subscription/extend';
/**
 * Gives a member without a live subscription one on a plan for some days, paid by nobody; it does
 * not renew. 409 SUBSCRIPTION_STATE_CONFLICT when one is active or cancelled; 404 PLAN_NOT_FOUND.
 */
export const compPath = '/v1/admin/members/:id/subscription/comp';
export const method = 'POST';

export const ZAdminReason = ZTextBlock.trim()
  .min(1, 'validation.reasonRequired')
  .max(1000, 'validation.writeAtMost1000Characters');

export const ZSuspendMemberBody = z.object({ reason: ZAdminReason });
export type SuspendMemberBody = z.input<typeof ZSuspendMemberBody>;

export const ZSetRoleBody = z.object({ role: ZRole });
export type SetRoleBody = z.input<typeof ZSetRoleBody>;

const ZDays = z.coerce
  .number()
  .int('validation.wholeDays')
  .min(1, 'validation.atLeast1Day')
  .max(366, 'validation.atMost366Days');

export const ZExtendSubscriptionBody = z.object({ days: ZDays, reason: ZAdminReason });
export type ExtendSubscriptionBody = z.input<typeof ZExtendSubscriptionBody>;

export const ZCompSubscriptionBody = z.object({
  planId: z.uuid({ error: 'validation.planRequired' }),
  days: ZDays,
  reason: ZAdminReason,
});
export type CompSubscriptionBody = z.input<typeof ZCompSubscriptionBody>;

export const ZMemberActionResponse = successEnvelope(ZAdminMember);
export type MemberActionResponse = z.infer<typeof ZMemberActionResponse>;
