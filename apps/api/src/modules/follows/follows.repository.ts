import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { preparedRows, selectRows, type Database } from '../../db/client';
import { feedItems, follows } from '../../db/schema/follows';
import { listedDesigners } from '../directory';
import { memberCards, memberNotSuspended, members } from '../users';
import { latestWorkAt, recentlyActiveDesigners } from '../works';
import type { MemberCard } from '@creators-archive/contract/follows/follow-state';

/** How many of the newest works the designers to suggest are found among. */
const RECENT_WORKS = 2_000;

/** Where the previous page of a followers or following list ended: the follow's time and the member. */
export type FollowPosition = { createdAt: Date; id: string };

/** A member in a list, with the time of the follow that put them there (the next cursor's key). */
export type FollowListRow = MemberCard & { followedAt: Date };

/** Which side of a follow a list reads: a member's followers, or the members they follow. */
const sides = {
  followers: { member: follows.followedId, listed: follows.followerId },
  following: { member: follows.followerId, listed: follows.followedId },
} as const;
export type FollowListSide = keyof typeof sides;

export class FollowsRepository {
  constructor(private readonly db: Database) {}

  /** Whether a member exists and is not suspended: only such a member may be followed or listed. */
  async isActiveMember(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, id), isNull(members.suspendedAt)));
    return rows.length > 0;
  }

  /** True when the follow is new; following again leaves the first follow's time. */
  async follow(followerId: string, followedId: string): Promise<boolean> {
    const rows = await this.db
      .insert(follows)
      .values({ followerId, followedId })
      .onConflictDoNothing()
      .returning({ followedId: follows.followedId });
    return rows.length > 0;
  }

  async unfollow(followerId: string, followedId: string): Promise<void> {
    await this.db
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  }

  /**
   * A profile's counts and whether the viewer follows them, in one statement: each count is a
   * range of its newest-first index, each follow checked against the other member's suspension by
   * one primary-key probe.
   */
  async stats(
    userId: string,
    viewerId: string | undefined,
  ): Promise<{ followerCount: number; followingCount: number; followedByMe: boolean }> {
    const followedByMe = viewerId
      ? sql`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followedId} = ${userId})`
      : sql`false`;
    // Prepared (one statement a viewer, one without): its plan is the two indexes' whatever the ids.
    const [row] = await preparedRows<{
      followerCount: number;
      followingCount: number;
      followedByMe: boolean;
    }>(
      this.db,
      sql`select
        (select count(*)::int from ${follows} where ${follows.followedId} = ${userId}
          and ${memberNotSuspended(follows.followerId)}) as "followerCount",
        (select count(*)::int from ${follows} where ${follows.followerId} = ${userId}
          and ${memberNotSuspended(follows.followedId)}) as "followingCount",
        ${followedByMe} as "followedByMe"`,
    );
    return row!;
  }

  /** A page of a member's followers or of those they follow, newest follow first, suspended members left out. */
  async list(
    side: FollowListSide,
    userId: string,
    after: FollowPosition | undefined,
    limit: number,
  ): Promise<FollowListRow[]> {
    const { member, listed } = sides[side];
    const conditions: SQL[] = [eq(member, userId), sql`${memberCards.suspendedAt} is null`];
    if (after)
      conditions.push(sql`(${follows.createdAt}, ${listed}) < (${after.createdAt}, ${after.id}::uuid)`);
    return this.db
      .select({
        id: memberCards.id,
        fullName: memberCards.fullName,
        profilePicture: memberCards.profilePicture,
        country: memberCards.country,
        city: memberCards.city,
        disciplines: memberCards.disciplines,
        verified: memberCards.verified,
        followedAt: follows.createdAt,
      })
      .from(follows)
      .innerJoin(memberCards, eq(memberCards.id, listed))
      .where(and(...conditions))
      .orderBy(desc(follows.createdAt), desc(listed))
      .limit(limit);
  }

  /**
   * A page of the member's feed as a subquery of works' (item_id, created_at), newest first, after
   * a position: one range of the feed's index, whatever the number of designers followed.
   */
  feedPage(memberId: string, after: { at: string; id: string } | undefined, limit: number): SQL {
    const position = after
      ? sql`and (${feedItems.createdAt}, ${feedItems.itemId}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql``;
    return sql`select ${feedItems.itemId} as item_id, ${feedItems.createdAt} as created_at
      from ${feedItems} where ${feedItems.memberId} = ${memberId} ${position}
      order by ${feedItems.createdAt} desc, ${feedItems.itemId} desc
      limit ${limit}`;
  }

  /**
   * Listed designers the member does not follow (not the member), verified first, then by their
   * latest activity: their newest work or their last profile change, whichever is later. Only
   * designers among those of the newest RECENT_WORKS works are weighed: ordering every listed
   * designer by activity would read each one's works (seconds at 100,000 designers), and one who
   * has shown nothing lately is not the one to suggest.
   */
  async suggestions(memberId: string, limit: number): Promise<string[]> {
    const rows = await selectRows<{ card: string }>(
      this.db,
      sql`select ${listedDesigners.card}::text as card
        from ${listedDesigners} join ${memberCards} on ${memberCards.id} = ${listedDesigners.userId}
        where ${listedDesigners.userId} in (${recentlyActiveDesigners(RECENT_WORKS)})
          and ${listedDesigners.userId} <> ${memberId}
          and not exists (select 1 from ${follows}
            where ${follows.followerId} = ${memberId} and ${follows.followedId} = ${listedDesigners.userId})
        order by ${listedDesigners.verified} desc,
          greatest(${latestWorkAt(listedDesigners.userId)}, ${memberCards.updatedAt}) desc,
          ${listedDesigners.userId} desc
        limit ${limit}`,
    );
    return rows.map((row) => row.card);
  }
}
