import type { Scope } from '../../db/transactions';
import type { Jobs } from '../../jobs/jobs';
import { verificationRepositoriesOn } from './verification-repositories';
import { deleteDocumentsJob } from './verification.jobs';

/**
 * Told in the transaction that took a member's badge away, so what an area gives verified members
 * only (studio time) ends with it.
 */
export type BadgeLostListener = (scope: Scope, userId: string, now: Date) => Promise<void>;

/**
 * The badge changing outside the review queue. Areas above this one (studios) add a listener when
 * they are registered; an admin who gives the badge directly closes the member's application here.
 */
export class BadgeChanges {
  private readonly lostListeners: BadgeLostListener[] = [];

  constructor(private readonly deps: { jobs: Jobs }) {}

  onBadgeLost(listener: BadgeLostListener): void {
    this.lostListeners.push(listener);
  }

  async lostOn(scope: Scope, userId: string, now: Date): Promise<void> {
    for (const listener of this.lostListeners) await listener(scope, userId, now);
  }

  /**
   * An admin gave the member the badge directly: their pending application, if any, is decided as
   * approved by that admin (so it leaves the queue and their page shows it approved), and its
   * identity document is deleted as for any decided request. Answers the closed request's id.
   */
  async closePendingOn(
    scope: Scope,
    userId: string,
    decision: { adminId: string; now: Date },
  ): Promise<string | undefined> {
    const { verification, jobs } = verificationRepositoriesOn(scope, this.deps.jobs);
    const pending = (await verification.findByUser(userId)).find((request) => request.status === 'pending');
    if (!pending) return undefined;
    const closed = await verification.decide(pending.id, {
      status: 'approved',
      decidedAt: decision.now,
      decidedBy: decision.adminId,
      reason: null,
      userId,
    });
    if (!closed) return undefined;
    if (closed.documentKey) {
      await verification.forgetDocument(closed.id);
      await jobs.enqueue(deleteDocumentsJob, { keys: [closed.documentKey] }, decision.now);
    }
    return closed.id;
  }
}
