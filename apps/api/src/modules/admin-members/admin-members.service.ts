import { ErrorReason } from '@creators-archive/contract';
import type {
  AdminMemberSummary,
  FindMembersQuery,
  FindMembersResponse,
} from '@creators-archive/contract/admin/find-members';
import type { AdminMember } from '@creators-archive/contract/admin/get-member';
import type { Booking } from '@creators-archive/contract/studios/booking';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { InvoicesService } from '../invoices';
import type { PortfolioService } from '../portfolio';
import type { Disputes, SubscriptionsService } from '../billing';
import type { MfaRepository } from '../auth';
import {
  toUser,
  type MemberFilter,
  type MemberRow,
  type MembersRepository,
  type UsersRepository,
} from '../users';
import type { VerificationService } from '../verification';
import type { Locale } from '@creators-archive/i18n';
import { reasonError } from '../../i18n/error-messages';

export function memberNotFound() {
  return reasonError(404, ErrorReason.userNotFound);
}

function toSummary(row: MemberRow): AdminMemberSummary {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    country: row.country,
    verified: row.verified,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionPlan: row.subscriptionPlan,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The query as the route parsed it: the yes/no filters are booleans by then. */
export type ParsedMembersQuery = Omit<FindMembersQuery, 'verified' | 'suspended'> & {
  verified?: boolean | undefined;
  suspended?: boolean | undefined;
};

/** What admins read of members: the searchable list and one member's page. */
export class AdminMembersService {
  constructor(
    private readonly deps: {
      members: Pick<MembersRepository, 'findPage'>;
      users: Pick<UsersRepository, 'findById'>;
      mfa: Pick<MfaRepository, 'hasVerifiedFactor'>;
      subscriptions: Pick<SubscriptionsService, 'getMine' | 'transactions' | 'refundStates'>;
      disputes: Pick<Disputes, 'ofMember'>;
      invoices: Pick<InvoicesService, 'list'>;
      verification: Pick<VerificationService, 'mine'>;
      portfolio: Pick<PortfolioService, 'readyCountOf'>;
      bookingsOf(userId: string): Promise<Booking[]>;
    },
  ) {}

  async find(query: ParsedMembersQuery): Promise<FindMembersResponse['data']> {
    const limit = Number(query.limit ?? 25);
    const filter: MemberFilter = {
      text: query.q,
      subscription: query.subscription,
      verified: query.verified,
      suspended: query.suspended,
      country: query.country,
    };
    const rows = await this.deps.members.findPage(filter, decodeCursor(query.cursor), limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(toSummary),
      pagination: { limit, nextCursor: rows.length > limit && last ? encodeCursor(last) : null },
    };
  }

  /** A member as the console shows them; their payments described in the console's `locale`. */
  async get(id: string, locale: Locale): Promise<AdminMember> {
    const row = await this.deps.users.findById(id);
    if (!row) throw memberNotFound();
    const [
      mfaEnrolled,
      portfolioItems,
      subscription,
      payments,
      refundStates,
      invoices,
      verification,
      bookings,
      disputes,
    ] = await Promise.all([
      this.deps.mfa.hasVerifiedFactor(id),
      this.deps.portfolio.readyCountOf(id),
      this.deps.subscriptions.getMine(id),
      this.deps.subscriptions.transactions(id, locale),
      this.deps.subscriptions.refundStates(id),
      this.deps.invoices.list(id),
      this.deps.verification.mine(id),
      this.deps.bookingsOf(id),
      this.deps.disputes.ofMember(id),
    ]);
    return {
      profile: {
        ...toUser(row),
        suspendedAt: row.suspendedAt?.toISOString() ?? null,
        mfaEnrolled,
        portfolioItems,
      },
      subscription,
      // A card check is refunded by itself once the card is saved; only what bought membership (or
      // a payment held for review) is refundable here, and not while the provider processes a refund.
      transactions: payments.map((payment) => {
        const refund = refundStates.get(payment.reference);
        const refundPending = refund?.pending ?? false;
        return {
          ...payment,
          refundable:
            (payment.status === 'success' || payment.status === 'needs_review') &&
            payment.purpose !== 'card_check' &&
            !refundPending,
          refundPending,
          refundedAmount: refund?.refundedAmount ?? 0,
        };
      }),
      invoices,
      verificationRequests: verification.requests,
      bookings,
      disputes,
    };
  }
}
