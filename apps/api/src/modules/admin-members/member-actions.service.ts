import { ErrorReason } from '@creators-archive/contract';
import type { Role } from '@creators-archive/contract';
import type { UserRow } from '../../db/schema';
import type { Scope, Transaction } from '../../db/transactions';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { queueMail } from '../../mail/mail';
import { memberActionMails } from './member-actions.mail';
import { adminActing, type AuditActor } from '../audit';
import type { MembershipGrants } from '../billing';
import type { cancelFutureBookings } from '../studios';
import type { BadgeChanges } from '../verification';
import type { AdminMembersRepositories } from './admin-members-repositories';
import { memberNotFound } from './admin-members.service';
import { pageAddress } from '../../i18n/page-address';

/** A change to one member, told in the audit log by what it was before and after. */
type Change = {
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/**
 * What admins do to a member: verify, suspend and unsuspend, change the role, extend or give a
 * membership. Each is one transaction that checks the admin still is one, makes the change and
 * writes its audit entry (and e-mail); answering the member's page is the caller's.
 */
export class MemberActionsService {
  constructor(
    private readonly deps: {
      grants: Pick<MembershipGrants, 'extendOn' | 'compOn'>;
      badges: Pick<BadgeChanges, 'closePendingOn'>;
      cancelFutureBookings: typeof cancelFutureBookings;
      transaction: Transaction<AdminMembersRepositories>;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  /**
   * Runs `change` on the member in one transaction with its audit entry. The admin is read again
   * here: a token says what its holder was when it was issued, and an admin demoted or suspended
   * since may still hold one. With `admins`, every admin's row is locked first (before the
   * member's, so two role changes cannot wait on each other) and their ids handed to `change`.
   * `change` answers undefined when there was nothing to change.
   */
  private act(
    actor: AuditActor,
    memberId: string,
    change: (
      member: UserRow,
      repositories: AdminMembersRepositories,
      context: { now: Date; admins: string[]; scope: Scope; adminId: string },
    ) => Promise<Change | undefined>,
    options: { admins?: boolean } = {},
  ): Promise<void> {
    return this.deps.transaction(async (repositories, scope) => {
      const { users, members, audit } = repositories;
      const now = this.deps.clock.now();
      const admins = options.admins ? await members.lockAdmins() : [];
      const admin = await adminActing(users, actor);
      const member = await users.lockById(memberId);
      if (!member) throw memberNotFound();
      const done = await change(member, repositories, { now, admins, scope, adminId: admin.id });
      if (!done) return;
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: done.action,
        targetType: 'user',
        targetId: member.id,
        before: done.before,
        after: done.after,
        clientAddress: actor.clientAddress,
        createdAt: now,
      });
    });
  }

  /**
   * Gives the badge as an approval does: the directory follows by trigger, the member is e-mailed,
   * and an application they had waiting is closed as approved by this admin.
   */
  verify(actor: AuditActor, memberId: string): Promise<void> {
    return this.act(actor, memberId, async (member, { users, jobs }, { now, scope, adminId }) => {
      if (member.verified) return undefined;
      await users.setVerified(member.id, true);
      const closedRequest = await this.deps.badges.closePendingOn(scope, member.id, { adminId, now });
      await queueMail(
        jobs,
        memberActionMails(member.locale).verifiedByAdmin(
          member.email,
          member.fullName,
          pageAddress(this.deps.publicUrl, '/account/verification', member.locale),
        ),
        now,
      );
      return {
        action: 'member.verify',
        before: { verified: false },
        after: { verified: true, ...(closedRequest && { closedRequest }) },
      };
    });
  }

  /**
   * Ends every sign-in of the member at once (their access tokens stop with their session), hides
   * them from the directory and public pages, and cancels the studio time they had booked ahead
   * (the member and the studios are told). An admin is demoted first, so that suspending
   * never leaves the product without an admin who can sign in.
   */
  suspend(actor: AuditActor, memberId: string, reason: string): Promise<void> {
    return this.act(actor, memberId, async (member, { members, sessions, jobs }, { now, scope }) => {
      if (member.role === 'admin') {
        throw AppError.forbidden('Remove their admin role before suspending them');
      }
      if (member.suspendedAt) return undefined;
      await members.setSuspendedAt(member.id, now);
      await sessions.revokeAllSessionsOf(member.id, now);
      await this.deps.cancelFutureBookings({ scope, jobs }, member.id, 'member_suspended', now);
      return {
        action: 'member.suspend',
        before: { suspendedAt: null },
        after: { suspendedAt: now.toISOString(), reason },
      };
    });
  }

  unsuspend(actor: AuditActor, memberId: string): Promise<void> {
    return this.act(actor, memberId, async (member, { members }) => {
      if (!member.suspendedAt) return undefined;
      await members.setSuspendedAt(member.id, null);
      return {
        action: 'member.unsuspend',
        before: { suspendedAt: member.suspendedAt.toISOString() },
        after: { suspendedAt: null },
      };
    });
  }

  /**
   * Makes a member an admin or an admin a member; never the admin's own role, and never the last
   * admin's. A demoted admin's sign-ins end, since their tokens still say admin.
   */
  async setRole(actor: AuditActor, memberId: string, role: Role): Promise<void> {
    if (actor.actorId === memberId) {
      throw new AppError(409, ErrorReason.lastAdmin, 'Another admin has to change your role');
    }
    return this.act(
      actor,
      memberId,
      async (member, { members, sessions }, { now, admins }) => {
        if (member.role === role) return undefined;
        if (member.suspendedAt) throw AppError.forbidden('Unsuspend them before making them an admin');
        if (role === 'member') {
          if (admins.filter((id) => id !== member.id).length === 0) {
            throw new AppError(409, ErrorReason.lastAdmin, 'This would leave no admin');
          }
          await sessions.revokeAllSessionsOf(member.id, now);
        }
        await members.setRole(member.id, role);
        return { action: 'member.role', before: { role: member.role }, after: { role } };
      },
      { admins: true },
    );
  }

  /**
   * Pushes the end of an active or cancelled subscription out by `days`, with its renewal (and
   * any plan change waiting for the end), by billing's rules.
   */
  extend(actor: AuditActor, memberId: string, days: number, reason: string): Promise<void> {
    return this.act(actor, memberId, async (member, _repositories, { now, scope }) => {
      const { before, after } = await this.deps.grants.extendOn(scope, member.id, days, now);
      return {
        action: 'subscription.extend',
        before: { status: before.status, currentPeriodEnd: before.currentPeriodEnd.toISOString() },
        after: { status: after.status, currentPeriodEnd: after.currentPeriodEnd.toISOString(), days, reason },
      };
    });
  }

  /**
   * Gives a member without a live subscription one on `planId` for `days`, paid by nobody: it does
   * not renew, and expires at its end unless the member pays. Priced in the currency of their
   * last subscription when the plan is sold in it, for what a later renewal would charge.
   */
  comp(actor: AuditActor, memberId: string, planId: string, days: number, reason: string): Promise<void> {
    return this.act(actor, memberId, async (member, _repositories, { now, scope }) => {
      const { before, after } = await this.deps.grants.compOn(scope, member.id, { planId, days }, now);
      return {
        action: 'subscription.comp',
        before: { status: before?.status ?? null },
        after: {
          status: 'active',
          planId: after.planId,
          currentPeriodEnd: after.currentPeriodEnd.toISOString(),
          days,
          reason,
        },
      };
    });
  }
}
