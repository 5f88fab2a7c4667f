import { hash, verify } from '@node-rs/argon2';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../lib/app-error';
import { CommonPasswords } from './common-passwords';

export type Passwords = {
  /** Throws a 400 naming the field when the password breaks a rule. */
  assertAcceptable(password: string, field?: string): void;
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so an unknown e-mail cannot be told apart. */
  verifyNothing(password: string): Promise<void>;
};

/** What an argon2id hash costs: the memory it fills, in KiB, and the passes over it. */
export type PasswordHashCost = { memoryCost: number; timeCost: number };

/** The OWASP baseline for argon2id: 19 MiB, 2 passes, 1 lane (the library's defaults). */
export const BASELINE_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * Passwords hashed with argon2id at `cost`: the baseline, unless a test asks for less to spend its
 * time on what it checks. A stored hash carries its own cost, which checking it reads back.
 */
export function createPasswords(cost: PasswordHashCost = BASELINE_HASH_COST): Passwords {
  const commonPasswords = CommonPasswords.load();
  const hashAtCost = (password: string) => hash(password, { ...cost, parallelism: 1 });
  const dummyHash = hashAtCost('dummy password that never matches');

  return {
    assertAcceptable(password, field = 'password') {
      if (password.length < 8 || password.length > 128) {
        throw AppError.validation({ [field]: 'validation.passwordLength' });
      }
      if (password.trim() === '') {
        throw AppError.validation({ [field]: 'validation.passwordOnlySpaces' });
      }
      if (commonPasswords.includes(password)) {
        throw new AppError(400, ErrorReason.commonPassword, 'This password is too common', {
          fields: {
            [field]:
              'This password, or one very like it, is among the most common ones and easy to guess. Choose another.',
          },
        });
      }
    },
    hash: hashAtCost,
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    verifyNothing: async (password) => {
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
