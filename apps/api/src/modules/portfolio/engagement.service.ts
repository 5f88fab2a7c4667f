import { createHash, randomBytes } from 'node:crypto';
import type { Analytics } from '@creators-archive/contract/analytics/get-analytics';
import type { PortfolioStats } from '@creators-archive/contract/portfolio/get-portfolio-stats';
import type { Clock } from '../../lib/clock';
import type { Transaction } from '../../db/transactions';
import type { NotificationsService } from '../notifications';
import type { Viewer } from '../users';
import type { EngagementRepository } from './engagement.repository';
import { itemNotFound } from './item-not-found';
import type { PortfolioRepositories } from './portfolio-repositories';

/** Views, likes, and the figures a member reads about their own work. */
export class EngagementService {
  constructor(
    private readonly deps: {
      engagement: EngagementRepository;
      transaction: Transaction<Pick<PortfolioRepositories, 'engagement'>>;
      notifications: Pick<NotificationsService, 'record'>;
      clock: Clock;
    },
  ) {}

  /**
   * Once per viewer per item per day, never the owner's own visits. The viewer is kept only as a
   * hash salted with a random value that is deleted the next day. Answers how many views were new.
   */
  async countViews(
    rows: { id: string; userId: string }[],
    viewer: Viewer,
    viewerKey: string,
  ): Promise<number> {
    const others = rows.filter((row) => row.userId !== viewer?.userId);
    if (others.length === 0) return 0;
    const day = this.deps.clock.now().toISOString().slice(0, 10);
    const salt = await this.deps.engagement.saltFor(day, randomBytes(32).toString('base64url'));
    const who = viewer ? `user:${viewer.userId}` : `anon:${viewerKey}`;
    const hashes = new Map(
      others.map((row) => [
        row.id,
        createHash('sha256').update(`${salt}|${who}|${row.id}`).digest('base64url'),
      ]),
    );
    return this.deps.engagement.recordViews(
      others.map((row) => row.id),
      day,
      hashes,
    );
  }

  /** Likes are rows; the count is recounted under a lock on the item, so it stays exact. */
  async toggleLike(userId: string, id: string): Promise<{ liked: boolean; likeCount: number }> {
    return this.deps.transaction(async ({ engagement }, scope) => {
      const item = await engagement.lockPublicItem(id);
      if (!item) throw itemNotFound();
      const liked = await engagement.addLike(id, userId, this.deps.clock.now());
      if (!liked) await engagement.removeLike(id, userId);
      // The owner hears of a like (grouped per work while unread); taking it back leaves the group as it is.
      if (liked) {
        await this.deps.notifications.record(scope, {
          userId: item.userId,
          kind: 'like',
          actorId: userId,
          subject: { type: 'item', id, title: item.title, ownerId: item.userId },
        });
      }
      return { liked, likeCount: await engagement.refreshLikeCount(id) };
    });
  }

  async stats(userId: string): Promise<PortfolioStats> {
    const byCategory = await this.deps.engagement.statsFor(userId);
    const sum = (field: 'items' | 'likes' | 'views') =>
      byCategory.reduce((total, entry) => total + entry[field], 0);
    return { items: sum('items'), likes: sum('likes'), views: sum('views'), byCategory };
  }

  async analytics(userId: string, days: number): Promise<Analytics> {
    const today = new Date(`${this.deps.clock.now().toISOString().slice(0, 10)}T00:00:00Z`);
    const first = new Date(today.getTime() - (days - 1) * 86_400_000);
    const since = first.toISOString().slice(0, 10);
    const [views, likes, topItems] = await Promise.all([
      this.deps.engagement.dailyViews(userId, since),
      this.deps.engagement.dailyLikes(userId, first),
      this.deps.engagement.topItems(userId, since, 5),
    ]);
    const viewsByDay = new Map(views.map((entry) => [entry.day, entry.views]));
    const likesByDay = new Map(likes.map((entry) => [entry.day, entry.likes]));
    const daily = Array.from({ length: days }, (_, index) => {
      const date = new Date(first.getTime() + index * 86_400_000).toISOString().slice(0, 10);
      return { date, views: viewsByDay.get(date) ?? 0, likes: likesByDay.get(date) ?? 0 };
    });
    return {
      days,
      daily,
      totals: {
        views: daily.reduce((total, day) => total + day.views, 0),
        likes: daily.reduce((total, day) => total + day.likes, 0),
      },
      topItems: topItems.filter((item) => item.views > 0 || item.likes > 0),
    };
  }
}
