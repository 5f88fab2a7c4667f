import { ErrorReason } from '@creators-archive/contract';
import { maxImagesPerItem } from '@creators-archive/contract/entities/portfolio-item';
import {
  maxCollectionsPerMember,
  maxItemsPerCollection,
} from '@creators-archive/contract/entities/collection';
import { maxUploadMegapixels, namesOfImageTypes } from '@creators-archive/contract/portfolio/upload-limits';
import type { DiscountRefusal } from '@creators-archive/contract/subscriptions/validate-discount';
import {
  VERIFICATION_MIN_WORKS,
  VERIFICATION_REAPPLY_DAYS,
  type VerificationIneligibility,
} from '@creators-archive/contract/verification/verification-request';
import { defaultLocale, type Locale, type MessageId } from '@creators-archive/i18n';
import { AppError } from '../lib/app-error';
import { translatorFor } from './translate';
import { FieldIssue, isValidationMessageId, validationWords } from './validation-messages';

/*
 * The error envelope in the caller's language (Accept-Language; the web sends its page's).
 *
 * Services write their messages in English, often more precisely than their reason says (which
 * plan, which limit, how long to wait), and clients and tests read those words: an English answer
 * keeps them. Any other language gets the message of the error's reason from the catalogue below,
 * one for every reason of the contract; where one reason covers situations that call for
 * different words, the error's details choose among them (why a discount code was refused, why a
 * booking time is not available…). A message that is a `validation` id is translated in every
 * language. A service whose words would be its reason's message writes none: `reasonError` takes
 * them from the catalogue, English included, so each message is written once.
 */

type Details = Record<string, unknown>;

/** A message of the catalogue, with the values it is written with. */
type Message = { id: MessageId; values?: Record<string, unknown> };

/** A reason's message, or how to choose it from the error's details. */
type ReasonMessage = MessageId | ((details: Details, locale: Locale) => Message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The seconds to wait before trying again, as Retry-After says: the error's own, else a minute. */
export function retryAfterSecondsOf(details: Details): number {
  const seconds = details.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : 60;
}

const tryAgainIn =
  (id: MessageId) =>
  (details: Details): Message => ({ id, values: { seconds: retryAfterSecondsOf(details) } });

/** One of `messages`, by the value of the detail `key`; `fallback` when it names none of them. */
function byDetail<Key extends string>(key: string, messages: Record<Key, Message>, fallback: MessageId) {
  return (details: Details): Message => {
    const value = details[key];
    return typeof value === 'string' && Object.hasOwn(messages, value)
      ? messages[value as Key]
      : { id: fallback };
  };
}

const discountRefusalMessages: Record<DiscountRefusal, Message> = {
  unknown: { id: 'apiErrors.discountCodeNotFound' },
  expired: { id: 'apiErrors.discountExpired' },
  not_started: { id: 'apiErrors.discountNotStarted' },
  used_up: { id: 'apiErrors.discountUsedUp' },
  wrong_plan: { id: 'apiErrors.discountWrongPlan' },
  wrong_currency: { id: 'apiErrors.discountWrongCurrency' },
};

const ineligibilityMessages: Record<VerificationIneligibility, Message> = {
  verified: { id: 'apiErrors.alreadyVerified' },
  subscription_required: { id: 'apiErrors.subscriptionRequired' },
  request_open: { id: 'apiErrors.requestOpen' },
  too_few_works: { id: 'apiErrors.tooFewWorks', values: { count: VERIFICATION_MIN_WORKS } },
  rejected_recently: { id: 'apiErrors.rejectedRecently', values: { days: VERIFICATION_REAPPLY_DAYS } },
};

/** By the studios' reasons a time cannot be booked (`Unavailability`, modules/studios/booking-times.ts). */
const unavailabilityMessages: Record<string, Message> = {
  no_such_date: { id: 'apiErrors.bookingNoSuchDate' },
  past: { id: 'apiErrors.bookingPast' },
  beyond_horizon: { id: 'apiErrors.bookingBeyondHorizon' },
  closed: { id: 'apiErrors.bookingClosed' },
  outside_opening_hours: { id: 'apiErrors.bookingOutsideOpeningHours' },
};

/**
 * A wait as a person says it: whole hours and the minutes over, rounded up to the next minute and
 * never less than one, so 86,400 s is 24 hours (not 1440 min) and 11,101 s is 3 hours 6 minutes.
 */
function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(1, Math.ceil(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * Which daily limit of studio bookings was reached (`details.limited`), and the wait in hours and
 * minutes. The service's English words are this message too.
 */
export function bookingLimitMessage(details: Details): Message {
  const id =
    details.limited === 'cancellations' ? 'apiErrors.bookingCancellationsPerDay' : 'apiErrors.bookingsPerDay';
  return { id, values: { count: details.perDay, ...hoursAndMinutes(retryAfterSecondsOf(details)) } };
}

/** An image of a type not accepted names the accepted ones (`details.accepted`) in the caller's words. */
function unsupportedMediaType(details: Details, locale: Locale): Message {
  const { accepted } = details;
  if (!Array.isArray(accepted)) return { id: 'apiErrors.unsupportedMediaType' };
  const names = accepted.map((type) =>
    Object.hasOwn(namesOfImageTypes, type) ? namesOfImageTypes[type as keyof typeof namesOfImageTypes] : type,
  );
  const types = new Intl.ListFormat(locale, { type: 'disjunction' }).format(names.map(String));
  return { id: 'apiErrors.imageTypeNotAccepted', values: { types } };
}

/** Too many uploads under way says how many; a full portfolio says how many items it holds; otherwise the storage ran out. */
function quotaExceeded(details: Details): Message {
  const { items, openUploads } = details;
  if (isRecord(openUploads) && typeof openUploads.used === 'number') {
    return { id: 'apiErrors.quotaOpenUploads', values: { count: openUploads.used } };
  }
  if (isRecord(items) && typeof items.used === 'number' && typeof items.limit === 'number') {
    if (items.used >= items.limit) return { id: 'apiErrors.quotaItemsFull', values: { count: items.used } };
  }
  return { id: 'apiErrors.quotaExceeded' };
}

const reasonMessages: Record<ErrorReason, ReasonMessage> = {
  [ErrorReason.validationFailed]: 'apiErrors.validationFailed',
  [ErrorReason.malformedJson]: 'apiErrors.malformedJson',
  [ErrorReason.malformedMultipart]: 'apiErrors.malformedMultipart',
  [ErrorReason.malformedUrl]: 'apiErrors.malformedUrl',
  [ErrorReason.uriTooLong]: 'apiErrors.uriTooLong',
  [ErrorReason.badRequest]: 'apiErrors.badRequest',
  [ErrorReason.notFound]: 'apiErrors.notFound',
  [ErrorReason.methodNotAllowed]: 'apiErrors.methodNotAllowed',
  [ErrorReason.payloadTooLarge]: 'apiErrors.payloadTooLarge',
  [ErrorReason.unsupportedMediaType]: unsupportedMediaType,
  [ErrorReason.rateLimited]: tryAgainIn('apiErrors.rateLimited'),
  [ErrorReason.maintenance]: 'apiErrors.maintenance',
  [ErrorReason.databaseUnavailable]: 'apiErrors.databaseUnavailable',
  [ErrorReason.storageUnavailable]: 'apiErrors.storageUnavailable',
  [ErrorReason.paymentProviderUnavailable]: 'apiErrors.paymentProviderUnavailable',
  [ErrorReason.paymentProviderRefused]: 'apiErrors.paymentProviderRefused',
  [ErrorReason.planNotFound]: 'apiErrors.planNotFound',
  [ErrorReason.planNotPricedInCurrency]: 'apiErrors.planNotPricedInCurrency',
  [ErrorReason.currencyNotOffered]: 'apiErrors.currencyNotOffered',
  [ErrorReason.paymentNotFound]: 'apiErrors.paymentNotFound',
  [ErrorReason.discountRefused]: byDetail(
    'discountReason',
    discountRefusalMessages,
    'apiErrors.discountRefused',
  ),
  [ErrorReason.subscriptionNotFound]: 'apiErrors.subscriptionNotFound',
  [ErrorReason.subscriptionExpired]: 'apiErrors.subscriptionExpired',
  [ErrorReason.paymentMethodNotFound]: 'apiErrors.paymentMethodNotFound',
  [ErrorReason.invoiceNotFound]: 'apiErrors.invoiceNotFound',
  [ErrorReason.idempotencyKeyReused]: 'apiErrors.idempotencyKeyReused',
  [ErrorReason.idempotencyKeyInProgress]: 'apiErrors.idempotencyKeyInProgress',
  [ErrorReason.invalidWebhookSignature]: 'apiErrors.invalidWebhookSignature',
  [ErrorReason.webhookSenderRefused]: 'apiErrors.webhookSenderRefused',
  [ErrorReason.subscriptionRequired]: 'apiErrors.subscriptionRequired',
  [ErrorReason.requestOpen]: 'apiErrors.requestOpen',
  [ErrorReason.verificationNotEligible]: byDetail(
    'eligibility',
    ineligibilityMessages,
    'apiErrors.verificationNotEligible',
  ),
  [ErrorReason.verificationRequestNotFound]: 'apiErrors.verificationRequestNotFound',
  [ErrorReason.requestNotPending]: 'apiErrors.requestNotPending',
  [ErrorReason.verificationRequired]: 'apiErrors.verificationRequired',
  [ErrorReason.documentLinkExpired]: 'apiErrors.documentLinkExpired',
  [ErrorReason.discountCodeTaken]: 'apiErrors.discountCodeTaken',
  [ErrorReason.discountCodeNotFound]: 'apiErrors.discountCodeNotFound',
  [ErrorReason.campaignNotFound]: 'apiErrors.campaignNotFound',
  [ErrorReason.studioNotFound]: 'apiErrors.studioNotFound',
  [ErrorReason.bookingNotFound]: 'apiErrors.bookingNotFound',
  [ErrorReason.bookingNotAvailable]: byDetail(
    'availability',
    unavailabilityMessages,
    'apiErrors.bookingNotAvailable',
  ),
  [ErrorReason.bookingOverlap]: 'apiErrors.bookingOverlap',
  [ErrorReason.bookingNotOpen]: 'apiErrors.bookingNotOpen',
  [ErrorReason.bookingLimitReached]: bookingLimitMessage,
  [ErrorReason.lastAdmin]: 'apiErrors.lastAdmin',
  [ErrorReason.subscriptionStateConflict]: 'apiErrors.subscriptionStateConflict',
  [ErrorReason.paymentNotRefundable]: 'apiErrors.paymentNotRefundable',
  [ErrorReason.refundPending]: 'apiErrors.refundPending',
  [ErrorReason.paymentRefunded]: 'apiErrors.paymentRefunded',
  [ErrorReason.planCodeTaken]: 'apiErrors.planCodeTaken',
  [ErrorReason.internal]: 'apiErrors.internal',
  [ErrorReason.unauthenticated]: 'apiErrors.unauthenticated',
  [ErrorReason.forbidden]: 'apiErrors.forbidden',
  [ErrorReason.accountSuspended]: 'apiErrors.accountSuspended',
  [ErrorReason.emailTaken]: 'apiErrors.emailTaken',
  [ErrorReason.invalidCredentials]: 'apiErrors.invalidCredentials',
  [ErrorReason.invalidRefreshToken]: 'apiErrors.invalidRefreshToken',
  [ErrorReason.refreshTokenReused]: 'apiErrors.refreshTokenReused',
  [ErrorReason.commonPassword]: 'apiErrors.commonPassword',
  [ErrorReason.userNotFound]: 'apiErrors.userNotFound',
  [ErrorReason.notOpenToInquiries]: 'apiErrors.notOpenToInquiries',
  [ErrorReason.inquiryNotFound]: 'apiErrors.inquiryNotFound',
  [ErrorReason.cannotFollowSelf]: 'apiErrors.cannotFollowSelf',
  [ErrorReason.mfaRequired]: 'apiErrors.mfaRequired',
  [ErrorReason.mfaEnrollmentRequired]: 'apiErrors.mfaEnrollmentRequired',
  [ErrorReason.invalidMfaCode]: 'apiErrors.invalidMfaCode',
  [ErrorReason.mfaChallengeInvalid]: 'apiErrors.mfaChallengeInvalid',
  [ErrorReason.mfaFactorNotFound]: 'apiErrors.mfaFactorNotFound',
  [ErrorReason.invalidLinkToken]: 'apiErrors.invalidLinkToken',
  [ErrorReason.wrongPassword]: 'apiErrors.wrongPassword',
  [ErrorReason.sessionNotFound]: 'apiErrors.sessionNotFound',
  [ErrorReason.loginSlowedDown]: tryAgainIn('apiErrors.loginSlowedDown'),
  [ErrorReason.mfaSlowedDown]: tryAgainIn('apiErrors.mfaSlowedDown'),
  [ErrorReason.portfolioItemNotFound]: 'apiErrors.portfolioItemNotFound',
  [ErrorReason.quotaExceeded]: quotaExceeded,
  [ErrorReason.imageTooManyPixels]: () => ({
    id: 'apiErrors.imageTooManyPixels',
    values: { megapixels: maxUploadMegapixels },
  }),
  [ErrorReason.imageCorrupt]: 'apiErrors.imageCorrupt',
  [ErrorReason.imageNotReady]: 'apiErrors.imageNotReady',
  [ErrorReason.uploadOffsetConflict]: 'apiErrors.uploadOffsetConflict',
  [ErrorReason.tooManyImages]: () => ({ id: 'apiErrors.tooManyImages', values: { count: maxImagesPerItem } }),
  [ErrorReason.lastImage]: 'apiErrors.lastImage',
  [ErrorReason.collectionNotFound]: 'apiErrors.collectionNotFound',
  [ErrorReason.tooManyCollections]: () => ({
    id: 'apiErrors.tooManyCollections',
    values: { count: maxCollectionsPerMember },
  }),
  [ErrorReason.collectionFull]: () => ({
    id: 'apiErrors.collectionFull',
    values: { count: maxItemsPerCollection },
  }),
};

function reasonMessage(error: Pick<AppError, 'reason' | 'details'>, locale: Locale): Message | undefined {
  if (!Object.hasOwn(reasonMessages, error.reason)) return undefined;
  const message = reasonMessages[error.reason as ErrorReason];
  return typeof message === 'string' ? { id: message } : message(error.details, locale);
}

/**
 * An error that says its reason's message in every language, English included: the service adds
 * no words of its own, so the English answer is the catalogue's, as every other language's is.
 * Each field of `fieldsNamed` says the same message beside it (the code that is taken, say).
 */
export function reasonError(
  status: number,
  reason: ErrorReason,
  details: Details = {},
  fieldsNamed: readonly string[] = [],
): AppError {
  const message = reasonMessage({ reason, details }, defaultLocale);
  if (!message) throw new Error(`The reason ${reason} has no message in the catalogue`);
  const words = translatorFor(defaultLocale)(message.id, message.values);
  const fields = Object.fromEntries(fieldsNamed.map((field) => [field, words]));
  return new AppError(status, reason, words, fieldsNamed.length > 0 ? { ...details, fields } : details);
}

/** The envelope's message: the service's English words, else its reason's message in `locale`. */
function envelopeMessage(error: AppError, locale: Locale): string {
  const t = translatorFor(locale);
  if (isValidationMessageId(error.message)) return t(error.message);
  if (locale === defaultLocale) return error.message;
  // A reason outside the catalogue has only the service's words.
  const message = reasonMessage(error, locale);
  return message ? t(message.id, message.values) : error.message;
}

/**
 * The error's message and details in `locale`. A field message that is a `validation` id, or an
 * issue Zod found, becomes words. In another language than the services', an error with a reason
 * of its own (an e-mail taken, a wrong code) says its reason's message beside each field it names
 * too, as the service did in English; a VALIDATION_FAILED error's fields keep their own messages.
 */
export function localizedError(error: AppError, locale: Locale): { message: string; details: Details } {
  const message = envelopeMessage(error, locale);
  const { fields } = error.details;
  if (!isRecord(fields)) return { message, details: error.details };
  const sayReason = locale !== defaultLocale && error.reason !== ErrorReason.validationFailed;
  const localizedFields = Object.fromEntries(
    Object.entries(fields).map(([field, text]) => {
      if (text instanceof FieldIssue) return [field, text.words(locale)];
      if (typeof text !== 'string') return [field, text];
      if (sayReason && !isValidationMessageId(text)) return [field, message];
      return [field, validationWords(text, locale)];
    }),
  );
  return { message, details: { ...error.details, fields: localizedFields } };
}
