import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, refreshTokens } from '../../db/schema';

export type RefreshTokenRecord = {
  id: string;
  sessionId: string;
  userId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  sessionRevokedAt: Date | null;
};

export class AuthSessionsRepository {
  constructor(private readonly db: Database) {}

  async createSession(userId: string, userAgent: string | undefined, now: Date): Promise<string> {
    const [row] = await this.db
      .insert(authSessions)
      .values({ userId, userAgent: userAgent?.slice(0, 500), createdAt: now, lastUsedAt: now })
      .returning({ id: authSessions.id });
    if (!row) throw new Error('The session was not created');
    return row.id;
  }

  async addRefreshToken(sessionId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.insert(refreshTokens).values({ sessionId, tokenHash, createdAt: now, expiresAt });
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const [row] = await this.db
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        userId: authSessions.userId,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
        sessionRevokedAt: authSessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  /** Marks a token used; false when another request used it first. */
  async markRotated(tokenId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  async touchSession(sessionId: string, now: Date): Promise<void> {
    await this.db.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, sessionId));
  }

  /** Revokes a sign-in: every refresh token of its family stops working. */
  async revokeSession(sessionId: string, now: Date): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  async revokeAllSessionsOf(userId: string, now: Date): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  }
}
