import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Something a member's open streams should hear of at once: today, a notification stored for them. */
export type MemberEvent = {
  /** The member whose streams receive it. */
  userId: string;
  /** The stored notification's id; a stream reads the row itself, so nothing private travels here. */
  notificationId: string;
};

/**
 * Carries member events to every stream that listens, in this process or another. Delivery is at
 * most once: the database holds every notification, and a stream that missed one (a dropped
 * connection, a lost message) reads what it missed from there when it resumes with Last-Event-ID.
 * Publish only after the notification is committed (`scope.afterCommit`), so no stream hears of a
 * row that rolled back.
 */
export type MemberEvents = {
  publish(event: MemberEvent): void;
  /** Calls `listener` with every event for `userId` until the returned function is called. */
  subscribe(userId: string, listener: (event: MemberEvent) => void): () => void;
  close(): Promise<void>;
};

/** One process, nobody else to reach: the default with PGlite, which serves one process only. */
export function createInProcessEvents(): MemberEvents {
  const emitter = new EventEmitter();
  // Every open stream listens on its member's name; a thousand streams are not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (event) => void emitter.emit(event.userId, event),
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => void emitter.off(userId, listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/** The PostgreSQL channel every process listens on; the payload is a MemberEvent as JSON. */
export const MEMBER_EVENTS_CHANNEL = 'member_events';
/** The first wait before listening again after the connection dropped; it doubles up to the cap. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * Several processes on one PostgreSQL database: a publish is a NOTIFY, which the server delivers to
 * every process listening, this one included, and each hands it to its own streams for that member.
 * Each process holds one connection of its own for LISTEN, outside the pool, whatever the number of
 * streams, so open streams hold no pooled connection. When that connection drops it is opened again
 * after a wait that doubles up to ten seconds; events published meanwhile are not heard (delivery is
 * at most once, see MemberEvents), and a publish while it is down goes through the pool.
 *
 * PostgreSQL rather than Redis pub/sub even when REDIS_URL is set: the notification itself is
 * stored in PostgreSQL, so this adds no service a stream depends on, while Redis is optional and a
 * limit store that fails open.
 */
export function createPostgresEvents(options: {
  connectionString: string;
  /** Sends the NOTIFY; the pool's `pg_notify`, so a publish never waits for the listener. */
  notify(channel: string, payload: string): Promise<void>;
  log: FastifyBaseLogger;
}): MemberEvents {
  const local = createInProcessEvents();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const deliver = (message: pg.Notification) => {
    if (message.channel !== MEMBER_EVENTS_CHANNEL || !message.payload) return;
    const event = parseMemberEvent(message.payload);
    if (event) local.publish(event);
  };

  const listenAgainLater = () => {
    if (closed || retry) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delay);
    retry.unref();
  };

  async function listen(): Promise<void> {
    const listener = new pg.Client({ connectionString: options.connectionString });
    client = listener;
    listener.on('notification', deliver);
    const lost = () => {
      if (client === listener) client = undefined;
      listenAgainLater();
    };
    listener.on('error', (error) => {
      options.log.warn({ err: error }, 'member events: the listening connection failed');
      void listener.end().catch(() => undefined);
      lost();
    });
    listener.on('end', lost);
    try {
      await listener.connect();
      await listener.query(`LISTEN ${MEMBER_EVENTS_CHANNEL}`);
      failures = 0;
      if (closed) await listener.end();
    } catch (error) {
      options.log.warn({ err: error }, 'member events: could not listen; trying again');
      void listener.end().catch(() => undefined);
      lost();
    }
  }
  void listen();

  return {
    publish(event) {
      options
        .notify(
          MEMBER_EVENTS_CHANNEL,
          JSON.stringify({ userId: event.userId, notificationId: event.notificationId }),
        )
        .catch((error: unknown) => options.log.warn({ err: error }, 'member events: could not publish'));
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      await local.close();
      await client?.end().catch(() => undefined);
    },
  };
}

function parseMemberEvent(payload: string): MemberEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<MemberEvent>;
    if (typeof value.userId === 'string' && typeof value.notificationId === 'string') {
      return { userId: value.userId, notificationId: value.notificationId };
    }
  } catch {
    // Not ours: another program on the same channel. Ignored.
  }
  return undefined;
}
