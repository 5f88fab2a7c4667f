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

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane), the OWASP baseline. */
export function createPasswords(): Passwords {
  const commonPasswords = CommonPasswords.load();
  const dummyHash = hash('dummy password that never matches');

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
    hash: (password) => hash(password),
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
