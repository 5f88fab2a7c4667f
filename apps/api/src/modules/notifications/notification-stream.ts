import { randomBytes } from 'node:crypto';
import type { Notification } from '@creators-archive/contract/notifications/notification';
import { STREAM_TICKET_SECONDS } from '@creators-archive/contract/notifications/create-stream-ticket';
import type { StreamedNotification } from '@creators-archive/contract/notifications/stream-notifications';
import type { SessionStanding } from '../../credentials/access-tokens';
import type { MemberEvents } from '../../infrastructure/events';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashedKeyPart, type CounterStore } from '../../lib/counter-store';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { NotificationStreamRepository } from './notification-stream.repository';

/** A notification as a stream sends it: its position (the event id) and its data. */
export type StreamMessage = { position: string; data: StreamedNotification };

/** The member and sign-in a redeemed ticket opens a stream for, and when that stream must end. */
export type StreamGrant = { userId: string; sessionId: string; endsAt: Date };

/** At most this many missed notifications are sent on a resume; the list shows the rest. */
const MISSED_AT_MOST = 50;

const ticketKey = (ticket: string) => `notification-stream-ticket:${hashedKeyPart(ticket)}`;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may open a notification stream, and what it sends. A ticket is
 * `<member id>.<sign-in id>.<access token expiry, s>.<32 random bytes>`: it names whose stream it
 * opens and until when, and it is only valid while the counter store (Redis when set, so every
 * process agrees) holds it: issuing counts it once under its hash, redeeming counts it again, and
 * only that second count opens a stream. A ticket nobody issued is never counted, so a made-up
 * one cannot be redeemed by trying twice.
 */
export class NotificationStreamService {
  constructor(
    private readonly deps: {
      counters: CounterStore;
      clock: Clock;
      sessions: { standingOf(sessionId: string, userId: string): Promise<SessionStanding> };
      stream: NotificationStreamRepository;
      find(userId: string, id: string): Promise<Notification | undefined>;
      unreadCount(userId: string): Promise<number>;
      events: MemberEvents;
    },
  ) {}

  /** A single-use ticket for the member's stream, which ends when `accessTokenExpiresAt` comes. */
  async issueTicket(
    userId: string,
    sessionId: string,
    accessTokenExpiresAt: Date,
  ): Promise<{ ticket: string; expiresIn: number }> {
    const expirySeconds = Math.floor(accessTokenExpiresAt.getTime() / 1000);
    const ticket = `${userId}.${sessionId}.${expirySeconds}.${randomBytes(32).toString('base64url')}`;
    await this.deps.counters.increment(ticketKey(ticket), STREAM_TICKET_SECONDS * 1000);
    return { ticket, expiresIn: STREAM_TICKET_SECONDS };
  }

  /** Uses the ticket up; 401 for one that was never issued, was used, expired, or whose sign-in ended. */
  async redeem(ticket: string): Promise<StreamGrant> {
    const refused = AppError.unauthenticated(
      'This stream ticket is unknown, used or expired; ask for a new one',
    );
    const [userId, sessionId, expiry] = ticket.split('.');
    if (!userId || !sessionId || !uuidPattern.test(userId) || !uuidPattern.test(sessionId)) throw refused;
    if (!/^\d{1,12}$/.test(expiry ?? '')) throw refused;
    const key = ticketKey(ticket);
    if (!(await this.deps.counters.peek(key))) throw refused;
    if ((await this.deps.counters.increment(key, STREAM_TICKET_SECONDS * 1000)).count !== 2) throw refused;
    const endsAt = new Date(Number(expiry) * 1000);
    if (endsAt <= this.deps.clock.now() || !(await this.signedIn({ userId, sessionId }))) throw refused;
    return { userId, sessionId, endsAt };
  }

  /** False once the sign-in is ended or the member suspended: the stream then closes. */
  async signedIn(grant: Pick<StreamGrant, 'userId' | 'sessionId'>): Promise<boolean> {
    const standing = await this.deps.sessions.standingOf(grant.sessionId, grant.userId);
    return !standing.ended && !standing.suspended;
  }

  /**
   * The member's notifications made after `lastEventId` (a position this stream sent), oldest
   * first. An id that is not a position sends nothing: the client reads the list instead.
   */
  async missedSince(userId: string, lastEventId: string): Promise<StreamMessage[]> {
    const after = positionOf(lastEventId);
    if (!after) return [];
    const ids = await this.deps.stream.idsAfter(userId, after, MISSED_AT_MOST);
    const messages: StreamMessage[] = [];
    for (const id of ids) {
      const message = await this.message(userId, id);
      if (message) messages.push(message);
    }
    return messages;
  }

  /**
   * Calls `send` with each notification recorded for the member from now on, in this process or
   * another, until the returned function is called. While nothing comes, nothing is held but the
   * listener: the notification is read when its event arrives.
   */
  follow(grant: StreamGrant, send: (message: StreamMessage) => void, ended: () => void): () => void {
    return this.deps.events.subscribe(grant.userId, (event) => {
      void (async () => {
        const [stillSignedIn, message] = await Promise.all([
          this.signedIn(grant),
          this.message(grant.userId, event.notificationId),
        ]);
        if (!stillSignedIn) return ended();
        if (message) send(message);
      })().catch(() => ended());
    });
  }

  private async message(userId: string, id: string): Promise<StreamMessage | undefined> {
    const [notification, unreadCount] = await Promise.all([
      this.deps.find(userId, id),
      this.deps.unreadCount(userId),
    ]);
    if (!notification) return undefined;
    return {
      position: encodeCursor({ createdAt: new Date(notification.createdAt), id: notification.id }),
      data: { notification, unreadCount },
    };
  }
}

function positionOf(lastEventId: string): { createdAt: Date; id: string } | undefined {
  try {
    return decodeCursor(lastEventId);
  } catch {
    return undefined;
  }
}
