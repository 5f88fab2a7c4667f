import { and, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema';
import { users, type UserRow } from '../../db/schema/users';
import { memberMemberships } from '../../db/schema/views';
import { userWithMembership, type MemberRow } from './users.repository';

/** What the members list is narrowed by; each is optional. */
export type MemberFilter = {
  /** Any part of the name or e-mail, already trimmed. */
  text?: string | undefined;
  /** `none`: the member never subscribed. */
  subscription?: SubscriptionRow['status'] | 'none' | undefined;
  verified?: boolean | undefined;
  suspended?: boolean | undefined;
  country?: string | undefined;
};

/** A place in the list, newest first: members who joined strictly before it. */
export type MemberPosition = { createdAt: Date; id: string };

/** `%`, `_` and `\` stand for themselves in a search, not for patterns. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Members as admins find and change them: the list, the admins' rows, roles and suspensions. */
export class MembersRepository {
  constructor(private readonly db: Database) {}

  /**
   * One page of members, newest first, each with their membership as their subscription has it.
   * Name and e-mail are matched on their lower case, which the trigram indexes on
   * `lower(full_name)` and `lower(email)` serve.
   */
  async findPage(
    filter: MemberFilter,
    after: MemberPosition | undefined,
    limit: number,
  ): Promise<MemberRow[]> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.text) {
      const pattern = containing(filter.text);
      conditions.push(
        or(sql`lower(${users.fullName}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`),
      );
    }
    if (filter.subscription === 'none') conditions.push(isNull(memberMemberships.subscriptionId));
    else if (filter.subscription) conditions.push(eq(memberMemberships.status, filter.subscription));
    if (filter.verified !== undefined) conditions.push(eq(users.verified, filter.verified));
    if (filter.suspended !== undefined) {
      conditions.push(filter.suspended ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt));
    }
    if (filter.country) conditions.push(eq(users.country, filter.country));
    if (after) {
      conditions.push(
        or(
          lt(users.createdAt, after.createdAt),
          and(eq(users.createdAt, after.createdAt), lt(users.id, after.id)),
        ),
      );
    }
    return this.db
      .select(userWithMembership)
      .from(users)
      .leftJoin(memberMemberships, eq(memberMemberships.userId, users.id))
      .where(and(...conditions))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit);
  }

  /**
   * Every admin's id, each row locked until the transaction ends: a change that could leave no
   * admin counts them under these locks, so two such changes run one after the other and the
   * second sees what the first did.
   */
  async lockAdmins(): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.id)
      .for('update');
    return rows.map((row) => row.id);
  }

  /** Every admin not suspended, with what an e-mail to them needs: the console's alerts are sent to each. */
  async findAdminRecipients(): Promise<Pick<UserRow, 'email' | 'fullName' | 'locale'>[]> {
    return this.db
      .select({ email: users.email, fullName: users.fullName, locale: users.locale })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
      .orderBy(users.id);
  }

  async setRole(userId: string, role: UserRow['role']): Promise<void> {
    await this.db
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  /** The directory and public pages follow `suspended_at` (by trigger and in their queries). */
  async setSuspendedAt(userId: string, suspendedAt: Date | null): Promise<void> {
    await this.db
      .update(users)
      .set({ suspendedAt, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }
}
