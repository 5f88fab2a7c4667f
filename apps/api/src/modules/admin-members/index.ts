import type { FastifyInstance } from 'fastify';
import { MfaRepository } from '../auth';
import type { Infrastructure } from '../../infrastructure';
import type { InvoicesService } from '../invoices';
import type { PortfolioService } from '../portfolio';
import { cancelFutureBookings, findMemberBookings } from '../studios';
import type { Disputes, MembershipGrants, PaymentRefundsService, SubscriptionsService } from '../billing';
import { MembersRepository, UsersRepository } from '../users';
import type { BadgeChanges, VerificationService } from '../verification';
import { adminMembersRepositoriesOn } from './admin-members-repositories';
import { adminMembersRoutes } from './admin-members.routes';
import { AdminMembersService } from './admin-members.service';
import { MemberActionsService } from './member-actions.service';

/**
 * The admins' members area: find members, read one member's whole account, and act on it (verify,
 * suspend, change the role, extend or give a membership, refund a payment), each action audited
 * in its own transaction.
 */
export async function register(
  app: FastifyInstance,
  infrastructure: Infrastructure,
  needs: {
    subscriptions: Pick<SubscriptionsService, 'getMine' | 'transactions' | 'refundStates'>;
    disputes: Pick<Disputes, 'ofMember'>;
    grants: Pick<MembershipGrants, 'extendOn' | 'compOn'>;
    refunds: Pick<PaymentRefundsService, 'refund'>;
    badges: Pick<BadgeChanges, 'closePendingOn'>;
    invoices: Pick<InvoicesService, 'list'>;
    verification: Pick<VerificationService, 'mine'>;
    portfolio: Pick<PortfolioService, 'readyCountOf'>;
  },
) {
  const { config, db, transactions, clock, jobs } = infrastructure;
  const repository = new MembersRepository(db);
  const users = new UsersRepository(db);
  const transaction = transactions.over((scope) => adminMembersRepositoriesOn(scope, jobs));
  const { refunds, grants, badges, ...reads } = needs;
  const members = new AdminMembersService({
    members: repository,
    users,
    mfa: new MfaRepository(db),
    ...reads,
    bookingsOf: (userId) => findMemberBookings(db, userId, clock.now()),
  });
  const actions = new MemberActionsService({
    grants,
    badges,
    cancelFutureBookings,
    transaction,
    clock,
    publicUrl: config.publicUrl,
  });
  await app.register(adminMembersRoutes, { members, actions, refunds });
}
