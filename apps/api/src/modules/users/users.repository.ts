import { and, eq, getTableColumns, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { placeholders, preparedStatement, type Database } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema/billing';
import { users, type UserRow } from '../../db/schema/users';
import { memberMemberships } from '../../db/schema/views';

export type NewUser = typeof users.$inferInsert;
/** A member registering, themselves or by paying as a visitor: every registration sets these. */
export type NewMember = Required<
  Pick<NewUser, 'email' | 'passwordHash' | 'fullName' | 'phone' | 'locale' | 'createdAt' | 'updatedAt'>
>;
export type UserChanges = Partial<
  Pick<
    NewUser,
    | 'fullName'
    | 'phone'
    | 'bio'
    | 'country'
    | 'city'
    | 'website'
    | 'links'
    | 'disciplines'
    | 'openTo'
    | 'hireNote'
    | 'whatsapp'
    | 'dataSaver'
    | 'locale'
    | 'passwordHash'
    | 'role'
    | 'emailConfirmedAt'
  >
>;

/**
 * What other areas read of a member, joined on `id`: name, picture, address, language, role,
 * suspension. A plain subquery of users, which PostgreSQL folds into the query that joins it: that
 * query is planned as if it joined users itself.
 */
export const members = new QueryBuilder()
  .select({
    id: users.id,
    fullName: users.fullName,
    profilePicture: users.profilePicture,
    email: users.email,
    locale: users.locale,
    role: users.role,
    suspendedAt: users.suspendedAt,
  })
  .from(users)
  .as('members');

/**
 * What another area's list of members shows of each (`MemberCard`), joined on `id`, with the
 * suspension (lists leave suspended members out) and the last profile change. A plain subquery of
 * users, folded into the query that joins it, as `members` is.
 */
export const memberCards = new QueryBuilder()
  .select({
    id: users.id,
    fullName: users.fullName,
    profilePicture: users.profilePicture,
    country: users.country,
    city: users.city,
    disciplines: users.disciplines,
    verified: users.verified,
    suspendedAt: users.suspendedAt,
    updatedAt: users.updatedAt,
  })
  .from(users)
  .as('member_cards');

/**
 * What a visitor needs to write to a member, joined on `id`: whether they can be written to
 * (role, suspension, what they are open to), their name, address and language for the e-mail, and
 * their WhatsApp number, which only the redirect to WhatsApp reads.
 */
export const memberHiring = new QueryBuilder()
  .select({
    id: users.id,
    fullName: users.fullName,
    email: users.email,
    locale: users.locale,
    role: users.role,
    suspendedAt: users.suspendedAt,
    openTo: users.openTo,
    whatsapp: users.whatsapp,
  })
  .from(users)
  .as('member_hiring');

/**
 * The member a column of another area names (its `user_id`) is not suspended: a suspended member's
 * work and pages are not public. One primary-key probe of users for each row it is asked of.
 */
export const memberNotSuspended = (member: AnyColumn) =>
  sql`not exists (select 1 from ${users} where ${users.id} = ${member} and ${users.suspendedAt} is not null)`;

/**
 * A member's row as every answer reads it, joined to `member_memberships` on the member's id: the
 * membership's status and plan name come from their subscription and its plan as they are now (a
 * renamed plan shows its new name at once). The row keeps no copy of them.
 */
export const userWithMembership = {
  ...getTableColumns(users),
  subscriptionStatus: memberMemberships.status,
  subscriptionPlan: memberMemberships.planName,
};

/** A member's row with their membership, as `userWithMembership` reads it. */
export type MemberRow = UserRow & {
  subscriptionStatus: SubscriptionRow['status'] | null;
  subscriptionPlan: string | null;
};

const withoutMembership = (row: UserRow): MemberRow => ({
  ...row,
  subscriptionStatus: null,
  subscriptionPlan: null,
});

/** Members with their membership, read through billing's view of it (`userWithMembership`). */
function findWhere(db: Database, condition: SQL) {
  return db
    .select(userWithMembership)
    .from(users)
    .leftJoin(memberMemberships, eq(memberMemberships.userId, users.id))
    .where(condition);
}

/**
 * A member by id, prepared: its best plan is the primary key's whatever the id, so PostgreSQL
 * parses and plans it once per connection instead of on every lookup, a public profile's among
 * them (planning it took longer than running it).
 */
const findByIdStatement = preparedStatement((db) => findWhere(db, eq(users.id, sql.placeholder('id'))));

const registerStatement = preparedStatement((db) =>
  db
    .insert(users)
    .values(
      placeholders(users, {
        email: 'email',
        passwordHash: 'passwordHash',
        fullName: 'fullName',
        phone: 'phone',
        locale: 'locale',
        createdAt: 'createdAt',
        updatedAt: 'updatedAt',
      } satisfies Record<keyof NewMember, string>),
    )
    .onConflictDoNothing()
    .returning(),
);

export class UsersRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<MemberRow | undefined> {
    const [row] = await findByIdStatement(this.db, { id });
    return row;
  }

  /** E-mail addresses are unique regardless of case. */
  async findByEmail(email: string): Promise<MemberRow | undefined> {
    const [row] = await findWhere(this.db, sql`lower(${users.email}) = lower(${email.trim()})`);
    return row;
  }

  /**
   * As `insert`, for a member registering: prepared once, since every registration and every
   * visitor's payment that makes an account runs it.
   */
  async register(member: NewMember): Promise<MemberRow | undefined> {
    const [row] = await registerStatement(this.db, member);
    return row && withoutMembership(row);
  }

  /** Answers undefined when the e-mail is taken. A new account holds no membership yet. */
  async insert(user: NewUser): Promise<MemberRow | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row && withoutMembership(row);
  }

  async update(id: string, changes: UserChanges): Promise<MemberRow | undefined> {
    await this.db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    return this.findById(id);
  }

  async insertMany(accounts: NewUser[]): Promise<MemberRow[]> {
    const rows = await this.db.insert(users).values(accounts).returning();
    return rows.map(withoutMembership);
  }

  /**
   * The member's row, locked until the transaction ends: what changes their membership (a payment
   * settling, a renewal, a cancel) takes it first, so two such changes of one member run one after
   * the other.
   */
  async lockById(id: string): Promise<MemberRow | undefined> {
    const [row] = await findWhere(this.db, eq(users.id, id)).for('update', { of: users });
    return row;
  }

  /**
   * Locks the member's row until the transaction ends, so what is counted per member (uploads
   * against their quota) is counted by one transaction at a time. NO KEY UPDATE: rows that only
   * point at the member (likes, items) still go ahead. False when the member no longer exists.
   */
  async lockAsOwner(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, id))
      .for('no key update');
    return rows.length > 0;
  }

  /**
   * The vetted program's badge. The directory follows the users row by trigger, so the card shows
   * it in the same transaction. Answers the row as it was before, undefined for no such user.
   */
  async setVerified(id: string, verified: boolean): Promise<{ before: boolean } | undefined> {
    const [row] = await this.db
      .select({ verified: users.verified })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!row) return undefined;
    await this.db
      .update(users)
      .set({ verified, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    return { before: row.verified };
  }

  /** Holds every other writer of accounts off until the transaction ends, so a count stays true. */
  async lockAgainstNewAccounts(): Promise<void> {
    await this.db.execute(sql`lock table ${users} in exclusive mode`);
  }

  /**
   * False when another account took the address meanwhile. The new address is confirmed: the
   * link that changes it was sent there.
   */
  async changeEmail(userId: string, email: string): Promise<boolean> {
    const taken = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email}) and ${users.id} <> ${userId}`);
    if (taken.length > 0) return false;
    await this.db
      .update(users)
      .set({ email, emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return true;
  }

  /** Removes the account; sessions, tokens and factors go with it (foreign keys cascade). */
  async delete(userId: string): Promise<boolean> {
    const rows = await this.db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return rows.length === 1;
  }

  /** The URL of the member's profile picture; its files are the portfolio's to keep. */
  async setProfilePicture(id: string, url: string): Promise<MemberRow | undefined> {
    await this.db
      .update(users)
      .set({ profilePicture: url, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    return this.findById(id);
  }

  /** Members whose profiles are public (not suspended), for the sitemap. */
  async findPublicProfiles(): Promise<{ id: string; updatedAt: Date }[]> {
    return this.db
      .select({ id: users.id, updatedAt: users.updatedAt })
      .from(users)
      .where(and(eq(users.role, 'member'), isNull(users.suspendedAt)))
      .orderBy(users.createdAt);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(users);
    return row?.count ?? 0;
  }
}
