import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashedKeyPart, type CounterStore } from '../../lib/counter-store';

export type LimitedAction = 'login' | 'register' | 'refresh' | 'reset' | 'mfa';
/** The secrets whose wrong guesses slow the guesser down: a password, a second-factor code. */
export type GuardedSecret = 'login' | 'mfa';

/**
 * One guess at an account's secret: which account, and who guesses. A device the owner signed in
 * from before (recognised by its device token) is its own client wherever it is; any other
 * client is its address.
 */
export type Attempt = { account: string; client: { device: string } | { address: string } };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const FAILED_ATTEMPT_WINDOW_MINUTES = 15;
const FAILED_ATTEMPT_WINDOW_MS = FAILED_ATTEMPT_WINDOW_MINUTES * MINUTE;
/** The longest wait between two attempts of a slowed client: slow, never locked. */
export const MAX_LOGIN_DELAY_SECONDS = 300;

export type AbuseLimitSettings = {
  /** Attempts per account (or per e-mail address) per minute on each limited action. */
  accountMax: number;
  /** Failures of one client against one account within 15 minutes before its attempts must wait. */
  slowdownAfter: number;
  /**
   * Failures against one account from all clients together within 15 minutes before every client
   * that is not a recognised device must wait: the answer to guesses spread over many addresses.
   */
  accountSlowdownAfter: number;
  /** Registration attempts per hour from one address, and from all addresses together. */
  registrationsPerAddress: number;
  registrationsInTotal: number;
};

/** What a failure led to: the account's failures in the window, and whether to tell its owner now. */
export type RecordedFailure = { accountFailures: number; alertOwner: boolean };

/** The delay after the nth failure: nothing up to the threshold, then 1 s, 2 s, 4 s … 5 min. */
export function loginDelaySeconds(failures: number, slowdownAfter: number): number {
  if (failures <= slowdownAfter) return 0;
  return Math.min(MAX_LOGIN_DELAY_SECONDS, 2 ** (failures - slowdownAfter - 1));
}

/** Keys never hold an address in clear, so a shared Redis does not collect them. */
const subjectKey = hashedKeyPart;

function clientKey(attempt: Attempt): string {
  return 'device' in attempt.client
    ? `d-${subjectKey(attempt.client.device)}`
    : `a-${subjectKey(attempt.client.address)}`;
}

function tooMany(message: string, reason: string, retryAtMs: number, nowMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAtMs - nowMs) / 1000));
  return new AppError(429, reason, `${message} Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
}

const slowedDown = {
  login: { reason: ErrorReason.loginSlowedDown, message: 'Too many failed sign-ins for this account.' },
  mfa: { reason: ErrorReason.mfaSlowedDown, message: 'Too many wrong codes for this account.' },
} satisfies Record<GuardedSecret, { reason: string; message: string }>;

/**
 * Per-account limits and the growing delay after wrong passwords or codes; per-IP limits live in
 * the rate-limit plugin. The delay is kept per account and client, so an attacker slows only
 * themselves; the account-wide ceiling, far higher, never holds back a recognised device.
 */
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

  /**
   * Counts a registration attempt from this address and in total, each per hour. Whether an
   * address is taken is the one thing registration must tell, so the number of questions is what
   * is limited; an attempt refused for its address does not use up everyone's allowance.
   */
  async consumeRegistration(address: string): Promise<void> {
    const { store, settings } = this.deps;
    const fromAddress = await store.increment(`register-address:${subjectKey(address)}`, HOUR);
    if (fromAddress.count > settings.registrationsPerAddress) {
      throw tooMany(
        'Too many sign-ups from your network.',
        ErrorReason.rateLimited,
        fromAddress.resetAtMs,
        this.now(),
      );
    }
    const inTotal = await store.increment('register-total', HOUR);
    if (inTotal.count > settings.registrationsInTotal) {
      throw tooMany(
        'We are receiving too many sign-ups right now.',
        ErrorReason.rateLimited,
        inTotal.resetAtMs,
        this.now(),
      );
    }
  }

  /**
   * Counts the attempt against this client's per-minute allowance for the account, and refuses it
   * while the client's delay, or for an unrecognised client the account's, has not passed.
   */
  async assertAttemptAllowed(secret: GuardedSecret, attempt: Attempt): Promise<void> {
    const { store } = this.deps;
    const account = subjectKey(attempt.account);
    await this.consume(secret, `${account}:${clientKey(attempt)}`);
    const waits = [`${secret}-wait:${account}:${clientKey(attempt)}`];
    if (!('device' in attempt.client)) waits.push(`${secret}-account-wait:${account}`);
    for (const key of waits) {
      const wait = await store.peek(key);
      if (wait) {
        const { reason, message } = slowedDown[secret];
        throw tooMany(message, reason, wait.resetAtMs, this.now());
      }
    }
  }

  async recordFailure(secret: GuardedSecret, attempt: Attempt): Promise<RecordedFailure> {
    const { settings } = this.deps;
    const account = subjectKey(attempt.account);
    const pair = `${account}:${clientKey(attempt)}`;
    const clientFailures = await this.deps.store.increment(
      `${secret}-failures:${pair}`,
      FAILED_ATTEMPT_WINDOW_MS,
    );
    await this.wait(
      `${secret}-wait:${pair}`,
      loginDelaySeconds(clientFailures.count, settings.slowdownAfter),
    );
    const accountFailures = await this.deps.store.increment(
      `${secret}-account-failures:${account}`,
      FAILED_ATTEMPT_WINDOW_MS,
    );
    await this.wait(
      `${secret}-account-wait:${account}`,
      loginDelaySeconds(accountFailures.count, settings.accountSlowdownAfter),
    );
    // The account's count passes the threshold once per window, so the owner hears once per window.
    return {
      accountFailures: accountFailures.count,
      alertOwner: accountFailures.count === settings.slowdownAfter,
    };
  }

  /** The client got it right: its own count starts again; the account's stays for the window. */
  async recordSuccess(secret: GuardedSecret, attempt: Attempt): Promise<void> {
    await this.deps.store.reset(`${secret}-failures:${subjectKey(attempt.account)}:${clientKey(attempt)}`);
  }

  private async wait(key: string, seconds: number): Promise<void> {
    if (seconds === 0) return;
    await this.deps.store.reset(key);
    await this.deps.store.increment(key, seconds * 1000);
  }

  private now(): number {
    return this.deps.clock.now().getTime();
  }
}
