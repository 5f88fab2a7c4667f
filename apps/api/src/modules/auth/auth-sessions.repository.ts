import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@creators-archive/contract';
import { placeholders, preparedRows, preparedStatement, type Database } from '../../db/client';
import { authSessions, refreshTokens } from '../../db/schema/auth';
import type { Aal, SessionStanding } from '../../credentials/access-tokens';
import { members } from '../users';

export type RefreshTokenRecord = {
  id: string;
  sessionId: string;
  userId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  sessionRevokedAt: Date | null;
  aal: Aal;
};

export type SessionRecord = {
  id: string;
  userAgent: string | null;
  aal: Aal;
  createdAt: Date;
  lastUsedAt: Date;
};

/** A session and its first refresh token in one statement, for every sign-in: prepared once. */
const createSessionStatement = preparedStatement((db) => {
  const created = db.$with('created').as(
    db
      .insert(authSessions)
      .values(
        placeholders(authSessions, {
          userId: 'userId',
          userAgent: 'userAgent',
          aal: 'aal',
          createdAt: 'now',
          lastUsedAt: 'now',
        }),
      )
      .returning({ id: authSessions.id }),
  );
  return db
    .with(created)
    .insert(refreshTokens)
    .values({
      ...placeholders(refreshTokens, { tokenHash: 'tokenHash', expiresAt: 'expiresAt', createdAt: 'now' }),
      sessionId: sql`(select id from ${created})`,
    })
    .returning({ sessionId: refreshTokens.sessionId });
});

export class AuthSessionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * A new session with its first refresh token, in one statement (every sign-in opens one);
   * answers the session's id.
   */
  async createSession(
    session: { userId: string; userAgent: string | undefined; now: Date; aal: Aal },
    refreshToken: { tokenHash: string; expiresAt: Date },
  ): Promise<string> {
    const { userId, userAgent, now, aal } = session;
    const [row] = await createSessionStatement(this.db, {
      userId,
      userAgent: userAgent?.slice(0, 500) ?? null,
      aal,
      now,
      ...refreshToken,
    });
    if (!row) throw new Error('The session was not created');
    return row.sessionId;
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
        aal: authSessions.aal,
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

  /** Ends every sign-in of the account; answers how many were open. */
  async revokeAllSessionsOf(userId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    return rows.length;
  }

  /**
   * Where the sign-in a token names stands: ended when it was revoked, belongs to someone else or
   * is gone (a deleted account's sessions cascade away); else its member's role and suspension
   * and the sign-in's assurance as they are now. One primary-key lookup, asked on every
   * authenticated request: prepared once per connection, so it is neither parsed nor planned again.
   */
  async standingOf(sessionId: string, userId: string): Promise<SessionStanding> {
    const [row] = await preparedRows<{ suspended: boolean; role: Role; aal: Aal }>(
      this.db,
      sql`select ${members.suspendedAt} is not null as suspended, ${members.role} as role, ${authSessions.aal} as aal
        from ${authSessions} join ${members} on ${members.id} = ${authSessions.userId}
        where ${authSessions.id} = ${sessionId} and ${authSessions.userId} = ${userId}
          and ${authSessions.revokedAt} is null`,
    );
    if (!row) return { ended: true };
    return { ended: false, suspended: row.suspended, role: row.role, aal: row.aal };
  }

  async findSession(
    sessionId: string,
  ): Promise<(SessionRecord & { userId: string; revokedAt: Date | null }) | undefined> {
    const [row] = await this.db.select().from(authSessions).where(eq(authSessions.id, sessionId));
    return row;
  }

  /** The account's sign-ins that were not ended and were used since `activeSince`, most recent first. */
  async findActiveSessions(userId: string, activeSince: Date): Promise<SessionRecord[]> {
    return this.db
      .select({
        id: authSessions.id,
        userAgent: authSessions.userAgent,
        aal: authSessions.aal,
        createdAt: authSessions.createdAt,
        lastUsedAt: authSessions.lastUsedAt,
      })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          gt(authSessions.lastUsedAt, activeSince),
        ),
      )
      .orderBy(desc(authSessions.lastUsedAt));
  }

  /** Ends one sign-in of this account; false when it is not theirs or already ended. */
  async revokeSessionOf(userId: string, sessionId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(
        and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)),
      )
      .returning({ id: authSessions.id });
    return rows.length === 1;
  }

  /** Ends every sign-in of the account except `keepSessionId`; answers how many. */
  async revokeOtherSessions(userId: string, keepSessionId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(authSessions.userId, userId),
          ne(authSessions.id, keepSessionId),
          isNull(authSessions.revokedAt),
        ),
      )
      .returning({ id: authSessions.id });
    return rows.length;
  }
}
