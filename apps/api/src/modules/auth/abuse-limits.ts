import { createHash } from 'node:crypto';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CounterStore } from '../../lib/counter-store';

export type LimitedAction = 'login' | 'register' | 'refresh' | 'reset' | 'mfa';

const MINUTE = 60_000;
export const FAILED_LOGIN_WINDOW_MS = 15 * MINUTE;
/** The longest wait between two sign-in attempts of a slowed account: slow, never locked. */
export const MAX_LOGIN_DELAY_SECONDS = 300;

export type AbuseLimitSettings = {
  /** Attempts per account (or per e-mail address) per minute on each limited action. */
  accountMax: number;
  /** Failed sign-ins within 15 minutes before each further attempt must wait. */
  slowdownAfter: number;
};

/** The delay after the nth failed sign-in: nothing up to the threshold, then 1 s, 2 s, 4 s … 5 min. */
export function loginDelaySeconds(failures: number, slowdownAfter: number): number {
  if (failures <= slowdownAfter) return 0;
  return Math.min(MAX_LOGIN_DELAY_SECONDS, 2 ** (failures - slowdownAfter - 1));
}

/** Keys never hold an address in clear, so a shared Redis does not collect them. */
function subjectKey(subject: string): string {
  return createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

function tooMany(message: string, reason: string, retryAtMs: number, nowMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAtMs - nowMs) / 1000));
  return new AppError(429, reason, `${message} Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
}

/** Per-account limits and the growing sign-in delay; per-IP limits live in the rate-limit plugin. */
export class AbuseLimits {
  constructor(private readonly deps: { store: CounterStore; clock: Clock; settings: AbuseLimitSettings }) {}

  /** Counts one attempt of `action` for the account; a 429 with Retry-After past the limit. */
  async consume(action: LimitedAction, subject: string): Promise<void> {
    const count = await this.deps.store.increment(`account:${action}:${subjectKey(subject)}`, MINUTE);
    if (count.count > this.deps.settings.accountMax) {
      throw tooMany(
        'Too many attempts for this account.',
        ErrorReason.rateLimited,
        count.resetAtMs,
        this.now(),
      );
    }
  }

  /** Refuses a sign-in that comes before the account's current delay has passed. */
  async assertLoginAllowed(email: string): Promise<void> {
    const wait = await this.deps.store.peek(`login-wait:${subjectKey(email)}`);
    if (wait) {
      throw tooMany(
        'Too many failed sign-ins for this account.',
        ErrorReason.loginSlowedDown,
        wait.resetAtMs,
        this.now(),
      );
    }
  }

  async recordLoginFailure(email: string): Promise<void> {
    const key = subjectKey(email);
    const failures = await this.deps.store.increment(`login-failures:${key}`, FAILED_LOGIN_WINDOW_MS);
    const delay = loginDelaySeconds(failures.count, this.deps.settings.slowdownAfter);
    if (delay > 0) {
      await this.deps.store.reset(`login-wait:${key}`);
      await this.deps.store.increment(`login-wait:${key}`, delay * 1000);
    }
  }

  async recordLoginSuccess(email: string): Promise<void> {
    await this.deps.store.reset(`login-failures:${subjectKey(email)}`);
  }

  private now(): number {
    return this.deps.clock.now().getTime();
  }
}
