import type { Database } from './client';

/**
 * Where repositories run their statements: the pool, where each statement commits on its own, or
 * one open transaction. Work that must wait for the writes to be committed (waking the job worker
 * for a job just queued) is handed to `afterCommit`.
 */
export type Scope = {
  readonly db: Database;
  /** Runs `callback` once the writes made so far are committed; never, if they roll back. */
  afterCommit(callback: () => void): void;
};

/**
 * Runs `work` in one transaction with the repositories an area binds on it. The scope goes along
 * for steps of other areas that bind their own repositories on the same transaction.
 */
export type Transaction<R> = <T>(work: (repositories: R, scope: Scope) => Promise<T>) => Promise<T>;

export type Transactions = {
  /** The pool: each statement commits on its own, so what waits for a commit runs at once. */
  readonly pool: Scope;
  /** A runner for transactions over the repositories `bind` builds on each one. */
  over<R>(bind: (scope: Scope) => R): Transaction<R>;
};

export function createTransactions(db: Database): Transactions {
  return {
    pool: { db, afterCommit: (callback) => callback() },
    over: (bind) => async (work) => {
      const committed: (() => void)[] = [];
      const result = await db.transaction((tx) => {
        const scope: Scope = {
          db: tx as unknown as Database,
          afterCommit: (callback) => void committed.push(callback),
        };
        return work(bind(scope), scope);
      });
      for (const callback of committed) callback();
      return result;
    },
  };
}
