import { ErrorReason } from '@creators-archive/contract';
import type { GetFeedQuery } from '@creators-archive/contract/follows/get-feed';
import type {
  FollowListQuery,
  FollowState,
  FollowStats,
  MemberCard,
} from '@creators-archive/contract/follows/follow-state';
import { SUGGESTED_DESIGNERS } from '@creators-archive/contract/follows/suggest-designers';
import type { Transaction } from '../../db/transactions';
import type { NotificationsService } from '../notifications';
import { reasonError } from '../../i18n/error-messages';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { WorksRepository } from '../works';
import type { FollowListSide, FollowsRepository } from './follows.repository';

const userNotFound = () => new AppError(404, ErrorReason.userNotFound, 'User not found');

/** A work's time as the feed's cursors hold it: UTC, to the microsecond (a Date keeps milliseconds). */
const exactInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function encodeFeedCursor(position: { at: string; id: string }): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

function decodeFeedCursor(text: string): { at: string; id: string } {
  try {
    const { at, id } = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<
      Record<string, unknown>
    >;
    if (typeof at === 'string' && exactInstant.test(at) && typeof id === 'string' && uuid.test(id)) {
      return { at, id };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw AppError.validation({ cursor: 'validation.cursorInvalid' });
}

export type Page<T> = { items: T[]; pagination: { limit: number; nextCursor: string | null } };

/**
 * Members following designers, and the feed of the work of those they follow. Suspended members
 * cannot be followed and drop out of every list and count (their follows are kept for when the
 * suspension ends); a deleted member's follows go with them.
 */
export class FollowsService {
  constructor(
    private readonly deps: {
      follows: FollowsRepository;
      works: WorksRepository;
      transaction: Transaction<{ follows: FollowsRepository }>;
      notifications: Pick<NotificationsService, 'record'>;
    },
  ) {}

  /** Following again changes nothing: the answer is the same either way. */
  async follow(followerId: string, followedId: string): Promise<FollowState> {
    if (followerId === followedId) throw reasonError(422, ErrorReason.cannotFollowSelf);
    return this.deps.transaction(async ({ follows }, scope) => {
      if (!(await follows.isActiveMember(followedId))) throw userNotFound();
      if (await follows.follow(followerId, followedId)) {
        await this.deps.notifications.record(scope, {
          userId: followedId,
          kind: 'follower',
          actorId: followerId,
          subject: null,
        });
      }
      const { followerCount } = await follows.stats(followedId, undefined);
      return { following: true, followerCount };
    });
  }

  async unfollow(followerId: string, followedId: string): Promise<FollowState> {
    return this.deps.transaction(async ({ follows }) => {
      if (!(await follows.isActiveMember(followedId))) throw userNotFound();
      await follows.unfollow(followerId, followedId);
      const { followerCount } = await follows.stats(followedId, undefined);
      return { following: false, followerCount };
    });
  }

  /** What a profile shows of following; `followedByMe` is false for a visitor. */
  stats(userId: string, viewerId: string | undefined): Promise<FollowStats> {
    return this.deps.follows.stats(userId, viewerId);
  }

  async list(side: FollowListSide, userId: string, query: FollowListQuery): Promise<Page<MemberCard>> {
    const after = decodeCursor(query.cursor);
    if (!(await this.deps.follows.isActiveMember(userId))) throw userNotFound();
    // One row more than asked tells whether another page follows.
    const rows = await this.deps.follows.list(side, userId, after, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.followedAt, id: last.id }) : null;
    return {
      items: page.map(({ followedAt: _followedAt, ...card }) => card),
      pagination: { limit: query.limit, nextCursor },
    };
  }

  /** The member's feed: cards as the database wrote them (JSON text), newest first. */
  async feed(memberId: string, query: GetFeedQuery): Promise<Page<string>> {
    const after = query.cursor ? decodeFeedCursor(query.cursor) : undefined;
    const rows = await this.deps.works.cardsOf(this.deps.follows.feedPage(memberId, after, query.limit + 1));
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > query.limit && last ? encodeFeedCursor({ at: last.at, id: last.itemId }) : null;
    return { items: page.map((row) => row.card), pagination: { limit: query.limit, nextCursor } };
  }

  /** Designers to follow: cards as the directory wrote them (JSON text). */
  suggestions(memberId: string): Promise<string[]> {
    return this.deps.follows.suggestions(memberId, SUGGESTED_DESIGNERS);
  }
}
