import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens, type AccountTokenRow } from '../../db/schema/auth';

export type AccountTokenPurpose = AccountTokenRow['purpose'];

export class AccountTokensRepository {
  constructor(private readonly db: Database) {}

  async insert(token: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    newEmail?: string;
    now: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(accountTokens).values({
      userId: token.userId,
      purpose: token.purpose,
      tokenHash: token.tokenHash,
      newEmail: token.newEmail ?? null,
      createdAt: token.now,
      expiresAt: token.expiresAt,
    });
  }

  /**
   * Marks an unused, unexpired token used and answers it; undefined when there is none, so of
   * two requests racing with one link only one wins.
   */
  async consume(
    purpose: AccountTokenPurpose,
    tokenHash: string,
    now: Date,
  ): Promise<AccountTokenRow | undefined> {
    const [row] = await this.db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  /** Ends every open link of that kind for the account, e.g. once the password changed. */
  async invalidateAll(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await this.db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  }
}
