import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { preparedStatement, type Database } from '../../db/client';
import { mfaChallenges, mfaFactors, type MfaFactorRow } from '../../db/schema/auth';

/** Asked at every sign-in and every token refresh: prepared once. */
const hasVerifiedFactorStatement = preparedStatement((db) =>
  db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, sql.placeholder('userId')), eq(mfaFactors.status, 'verified')))
    .limit(1),
);

export class MfaRepository {
  constructor(private readonly db: Database) {}

  async insertFactor(userId: string, secretEncrypted: string, now: Date): Promise<MfaFactorRow> {
    const [row] = await this.db
      .insert(mfaFactors)
      .values({ userId, secretEncrypted, createdAt: now })
      .returning();
    if (!row) throw new Error('The factor was not created');
    return row;
  }

  async findFactors(userId: string): Promise<MfaFactorRow[]> {
    return this.db
      .select()
      .from(mfaFactors)
      .where(eq(mfaFactors.userId, userId))
      .orderBy(mfaFactors.createdAt);
  }

  async findFactor(userId: string, factorId: string): Promise<MfaFactorRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mfaFactors)
      .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
    return row;
  }

  async hasVerifiedFactor(userId: string): Promise<boolean> {
    const [row] = await hasVerifiedFactorStatement(this.db, { userId });
    return row !== undefined;
  }

  /** Removes the account's unverified factors (only those created by `createdBy`, when given); answers how many. */
  async deleteUnverifiedFactors(userId: string, createdBy?: Date): Promise<number> {
    const rows = await this.db
      .delete(mfaFactors)
      .where(
        and(
          eq(mfaFactors.userId, userId),
          eq(mfaFactors.status, 'unverified'),
          createdBy ? lte(mfaFactors.createdAt, createdBy) : undefined,
        ),
      )
      .returning({ id: mfaFactors.id });
    return rows.length;
  }

  async deleteFactor(userId: string, factorId: string): Promise<boolean> {
    const rows = await this.db
      .delete(mfaFactors)
      .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)))
      .returning({ id: mfaFactors.id });
    return rows.length === 1;
  }

  /**
   * Records that a code of `step` was used. False when that step or a later one was used before:
   * the check and the write are one statement, so a code works once even under concurrent requests.
   */
  async useStep(factorId: string, step: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(mfaFactors)
      .set({
        lastUsedStep: step,
        status: 'verified',
        verifiedAt: sql`coalesce(${mfaFactors.verifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(mfaFactors.id, factorId),
          or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step)),
        ),
      )
      .returning({ id: mfaFactors.id });
    return rows.length === 1;
  }

  async insertChallenge(factorId: string, now: Date, expiresAt: Date): Promise<string> {
    const [row] = await this.db
      .insert(mfaChallenges)
      .values({ factorId, createdAt: now, expiresAt })
      .returning({ id: mfaChallenges.id });
    if (!row) throw new Error('The challenge was not created');
    return row.id;
  }

  /** Uses a live challenge of that factor; false when it is unknown, expired or used. */
  async useChallenge(factorId: string, challengeId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(mfaChallenges)
      .set({ usedAt: now })
      .where(
        and(
          eq(mfaChallenges.id, challengeId),
          eq(mfaChallenges.factorId, factorId),
          isNull(mfaChallenges.usedAt),
          gt(mfaChallenges.expiresAt, now),
        ),
      )
      .returning({ id: mfaChallenges.id });
    return rows.length === 1;
  }
}
