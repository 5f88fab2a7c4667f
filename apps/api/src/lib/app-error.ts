import { ErrorReason } from '@creators-archive/contract';
import type { FieldIssue } from '../i18n/validation-messages';

/**
 * The one error type services throw; the errors plugin turns it into the envelope, in the caller's
 * language (i18n/error-messages.ts). `message` is in English, the words an English answer keeps;
 * other languages say the reason's message.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static unauthenticated(message = 'Sign in to continue') {
    return new AppError(401, ErrorReason.unauthenticated, message);
  }

  static forbidden(message = 'You are not allowed to do this') {
    return new AppError(403, ErrorReason.forbidden, message);
  }

  /** Sign-in, refresh and every signed-in route answer this to a suspended member. */
  static accountSuspended() {
    return new AppError(
      403,
      ErrorReason.accountSuspended,
      'This account is suspended. Contact us through the contact page to find out why.',
    );
  }

  /**
   * `fields`: what is wrong with each field, as a `validation` message id (words in every
   * language), an issue Zod found, or English words. `message` likewise, an id or English.
   */
  static validation(fields: Record<string, string | FieldIssue>, message = 'Some fields are not valid') {
    return new AppError(400, ErrorReason.validationFailed, message, { fields });
  }
}
