import { EventEmitter } from 'node:events';

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
