import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { portfolioItems } from '../../db/schema/portfolio';
import { members } from '../users';

/** A project page's address and when it last changed, for the sitemap. */
export type PublicProject = { id: string; designerId: string; updatedAt: Date };

/** The reads the project pages need beyond the portfolio's own API: every public project at once. */
export class ProjectPagesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Every project a visitor can open: ready, by a member (not an admin) who is not suspended, the
   * same rule as the public profiles the sitemap lists. A project still processing, or failed, has
   * no page yet.
   */
  async findPublic(): Promise<PublicProject[]> {
    return this.db
      .select({
        id: portfolioItems.id,
        designerId: portfolioItems.userId,
        updatedAt: portfolioItems.updatedAt,
      })
      .from(portfolioItems)
      .innerJoin(members, eq(members.id, portfolioItems.userId))
      .where(and(eq(portfolioItems.status, 'ready'), eq(members.role, 'member'), isNull(members.suspendedAt)))
      .orderBy(asc(portfolioItems.createdAt), asc(portfolioItems.id));
  }
}
