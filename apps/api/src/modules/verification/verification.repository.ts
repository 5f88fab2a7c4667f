import { and, asc, desc, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verificationRequests, type VerificationRequestRow } from '../../db/schema/verification';
import { members } from '../users';

export type NewVerificationRequest = {
  userId: string;
  statement: string;
  links: string[];
  documentKey: string | null;
  documentContentType: string | null;
  submittedAt: Date;
};

/** A request with who asked, for the admins' queue. */
export type QueuedRow = VerificationRequestRow & { member: { id: string; fullName: string; email: string } };

const memberColumns = { id: members.id, fullName: members.fullName, email: members.email };

/** Applications to the vetted program. A decision is a conditional update of a pending row. */
export class VerificationRepository {
  constructor(private readonly db: Database) {}

  /** Undefined when the member already has a pending request (the one-pending unique index). */
  async insert(request: NewVerificationRequest): Promise<VerificationRequestRow | undefined> {
    const [row] = await this.db
      .insert(verificationRequests)
      .values(request)
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async findById(id: string): Promise<VerificationRequestRow | undefined> {
    const [row] = await this.db.select().from(verificationRequests).where(eq(verificationRequests.id, id));
    return row;
  }

  async findQueuedById(id: string): Promise<QueuedRow | undefined> {
    const [row] = await this.db
      .select({ request: verificationRequests, member: memberColumns })
      .from(verificationRequests)
      .innerJoin(members, eq(members.id, verificationRequests.userId))
      .where(eq(verificationRequests.id, id));
    return row ? { ...row.request, member: row.member } : undefined;
  }

  /** The member's requests, newest first. */
  async findByUser(userId: string): Promise<VerificationRequestRow[]> {
    return this.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, userId))
      .orderBy(desc(verificationRequests.submittedAt), desc(verificationRequests.id));
  }

  /** One status's requests in submission order, oldest first, after a keyset position. */
  async findQueue(filter: {
    status: VerificationRequestRow['status'];
    after?: { createdAt: Date; id: string } | undefined;
    limit: number;
  }): Promise<QueuedRow[]> {
    const after = filter.after;
    const rows = await this.db
      .select({ request: verificationRequests, member: memberColumns })
      .from(verificationRequests)
      .innerJoin(members, eq(members.id, verificationRequests.userId))
      .where(
        and(
          eq(verificationRequests.status, filter.status),
          after
            ? or(
                gt(verificationRequests.submittedAt, after.createdAt),
                and(
                  eq(verificationRequests.submittedAt, after.createdAt),
                  gt(verificationRequests.id, after.id),
                ),
              )
            : undefined,
        ),
      )
      .orderBy(asc(verificationRequests.submittedAt), asc(verificationRequests.id))
      .limit(filter.limit);
    return rows.map((row) => ({ ...row.request, member: row.member }));
  }

  /**
   * Decides a request if, and only if, it is still pending: one conditional update, so two
   * decisions racing cannot both win. Answers the decided row with the document's key it had (the
   * caller deletes the file and then `forgetDocument`), or undefined when it was decided or
   * withdrawn already (or, with `userId`, belongs to someone else).
   */
  async decide(
    id: string,
    decision: {
      status: 'approved' | 'rejected' | 'withdrawn';
      decidedAt: Date;
      decidedBy: string | null;
      reason: string | null;
      userId?: string;
    },
  ): Promise<VerificationRequestRow | undefined> {
    const [row] = await this.db
      .update(verificationRequests)
      .set({
        status: decision.status,
        decidedAt: decision.decidedAt,
        decidedBy: decision.decidedBy,
        reason: decision.reason,
      })
      .where(
        and(
          eq(verificationRequests.id, id),
          eq(verificationRequests.status, 'pending'),
          decision.userId ? eq(verificationRequests.userId, decision.userId) : undefined,
        ),
      )
      .returning();
    return row;
  }

  /** Clears the key of a document whose deletion is queued; its type stays, so `hasDocument` still tells. */
  async forgetDocument(id: string): Promise<void> {
    await this.db
      .update(verificationRequests)
      .set({ documentKey: null })
      .where(eq(verificationRequests.id, id));
  }

  /** The newest rejection's decision time of the member, for the 30 days before they may apply again. */
  async lastRejectedAt(userId: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ decidedAt: verificationRequests.decidedAt })
      .from(verificationRequests)
      .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'rejected')))
      .orderBy(desc(verificationRequests.decidedAt))
      .limit(1);
    return row?.decidedAt ?? undefined;
  }

  /** Document keys of the member's requests, for deleting an account. */
  async documentKeysOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ key: verificationRequests.documentKey })
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, userId));
    return rows.flatMap((row) => (row.key ? [row.key] : []));
  }
}
