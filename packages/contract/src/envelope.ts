import { z } from 'zod';

/** Stable machine strings carried in `error.details.reason`. */
export const ErrorReason = {
  validationFailed: 'VALIDATION_FAILED',
  malformedJson: 'MALFORMED_JSON',
  /** 400: a multipart body without a boundary, cut short or otherwise unreadable. */
  malformedMultipart: 'MALFORMED_MULTIPART',
  /** 400: the address has a broken percent-encoding. */
  malformedUrl: 'MALFORMED_URL',
  /** 414: a part of the address (a path parameter) is longer than any valid value. */
  uriTooLong: 'URI_TOO_LONG',
  /** 400: a request the server could not read, for a reason no other entry names. */
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  maintenance: 'MAINTENANCE',
  /** 503: the database is down, unreachable or too slow to answer in time; try again shortly. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** 503: the media store is down or too slow; the upload was not kept, try again shortly. */
  storageUnavailable: 'STORAGE_UNAVAILABLE',
  /** 503: the payment provider is down or too slow; nothing was charged, try again in a few minutes. */
  paymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** 502: the payment provider refused the call (a wrong key, a request it found invalid). */
  paymentProviderRefused: 'PAYMENT_PROVIDER_REFUSED',
  /** 404: no membership plan has this id. */
  planNotFound: 'PLAN_NOT_FOUND',
  /** 422: the plan is not sold in the currency asked for. */
  planNotPricedInCurrency: 'PLAN_NOT_PRICED_IN_CURRENCY',
  /** 422: no payment account takes this currency, so nothing is sold in it; choose another. */
  currencyNotOffered: 'CURRENCY_NOT_OFFERED',
  /** 404: no payment of the caller's has this reference. */
  paymentNotFound: 'PAYMENT_NOT_FOUND',
  /** 422: the discount code given at checkout cannot be used; `details.discountReason` says why. */
  discountRefused: 'DISCOUNT_REFUSED',
  /** 404: the member has no subscription to change. */
  subscriptionNotFound: 'SUBSCRIPTION_NOT_FOUND',
  /** 409: the subscription's period has ended; only a new checkout brings it back. */
  subscriptionExpired: 'SUBSCRIPTION_EXPIRED',
  /** 404: no saved payment method of the member's has this id. */
  paymentMethodNotFound: 'PAYMENT_METHOD_NOT_FOUND',
  /** 404: no invoice of the member's has this id. */
  invoiceNotFound: 'INVOICE_NOT_FOUND',
  /** 422: this Idempotency-Key was used with another request body. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: the first request with this Idempotency-Key has not finished yet; try again shortly. */
  idempotencyKeyInProgress: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  /** 401: a webhook whose signature is missing or not made with our key. */
  invalidWebhookSignature: 'INVALID_WEBHOOK_SIGNATURE',
  /** 403: a webhook from a client address outside PAYSTACK_WEBHOOK_IPS; nothing of it was read. */
  webhookSenderRefused: 'WEBHOOK_SENDER_REFUSED',
  /** 403: the vetted program needs an active subscription. */
  subscriptionRequired: 'SUBSCRIPTION_REQUIRED',
  /** 409: the member already has a verification request waiting for a decision. */
  requestOpen: 'REQUEST_OPEN',
  /** 422: the member cannot apply yet; `details.eligibility` says why (too few works, rejected recently, verified). */
  verificationNotEligible: 'VERIFICATION_NOT_ELIGIBLE',
  /** 404: no verification request has this id (or it is another member's). */
  verificationRequestNotFound: 'VERIFICATION_REQUEST_NOT_FOUND',
  /** 409: the request was decided or withdrawn already. */
  requestNotPending: 'REQUEST_NOT_PENDING',
  /** 403: only verified members reach this (TFB Studios). */
  verificationRequired: 'VERIFICATION_REQUIRED',
  /** 404: the signed link to a private document is unknown or has expired. */
  documentLinkExpired: 'DOCUMENT_LINK_EXPIRED',
  /** 409: a discount code with this name exists already, in any case. */
  discountCodeTaken: 'DISCOUNT_CODE_TAKEN',
  /** 404: no discount code has this id or name. */
  discountCodeNotFound: 'DISCOUNT_CODE_NOT_FOUND',
  /** 404: no e-mail campaign has this id. */
  campaignNotFound: 'CAMPAIGN_NOT_FOUND',
  /** 404: no partner studio has this id. */
  studioNotFound: 'STUDIO_NOT_FOUND',
  /** 404: no booking has this id (or it is another member's). */
  bookingNotFound: 'BOOKING_NOT_FOUND',
  /** 422: the time asked for is past, too far ahead or outside the studio's opening hours. */
  bookingNotAvailable: 'BOOKING_NOT_AVAILABLE',
  /** 409: the time overlaps the member's own requested or confirmed booking. */
  bookingOverlap: 'BOOKING_OVERLAP',
  /** 409: the booking is no longer requested (admins) or has started or ended (members). */
  bookingNotOpen: 'BOOKING_NOT_OPEN',
  /**
   * 429 with Retry-After: the member has made (`details.limited` `bookings`) or cancelled
   * (`cancellations`) `details.perDay` studio bookings in the last 24 hours.
   */
  bookingLimitReached: 'BOOKING_LIMIT_REACHED',
  /** 409: the change would leave no admin, or an admin tried to change their own role. */
  lastAdmin: 'LAST_ADMIN',
  /** 409: the subscription cannot be extended (none, or expired) or comped (one is live). */
  subscriptionStateConflict: 'SUBSCRIPTION_STATE_CONFLICT',
  /** 409: only a successful payment not yet refunded can be refunded. */
  paymentNotRefundable: 'PAYMENT_NOT_REFUNDABLE',
  /** 409: a refund of this payment was asked of the provider and is not yet confirmed; it is not asked twice. */
  refundPending: 'REFUND_PENDING',
  /** 409: the payment was refunded in full already. */
  paymentRefunded: 'PAYMENT_REFUNDED',
  /** 409: a plan with this code exists already. */
  planCodeTaken: 'PLAN_CODE_TAKEN',
  /** 409: the designer is not open to any work (`openTo` is empty), so takes no inquiries. */
  notOpenToInquiries: 'NOT_OPEN_TO_INQUIRIES',
  /** 404: no inquiry of the caller's has this id. */
  inquiryNotFound: 'INQUIRY_NOT_FOUND',
  internal: 'INTERNAL_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  /** 403: the account is suspended; it cannot sign in, and its sessions no longer work. */
  accountSuspended: 'ACCOUNT_SUSPENDED',
  emailTaken: 'EMAIL_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  refreshTokenReused: 'REFRESH_TOKEN_REUSED',
  commonPassword: 'COMMON_PASSWORD',
  userNotFound: 'USER_NOT_FOUND',
  /** 422: a member cannot follow themselves. */
  cannotFollowSelf: 'CANNOT_FOLLOW_SELF',
  mfaRequired: 'MFA_REQUIRED',
  /** 403: an admin without a verified second factor, on an admin-only call. */
  mfaEnrollmentRequired: 'MFA_ENROLLMENT_REQUIRED',
  invalidMfaCode: 'INVALID_MFA_CODE',
  mfaChallengeInvalid: 'MFA_CHALLENGE_INVALID',
  mfaFactorNotFound: 'MFA_FACTOR_NOT_FOUND',
  invalidLinkToken: 'INVALID_LINK_TOKEN',
  wrongPassword: 'WRONG_PASSWORD',
  sessionNotFound: 'SESSION_NOT_FOUND',
  loginSlowedDown: 'LOGIN_SLOWED_DOWN',
  /** 429 with Retry-After: wrong second-factor codes from this client slow its next try. */
  mfaSlowedDown: 'MFA_SLOWED_DOWN',
  portfolioItemNotFound: 'PORTFOLIO_ITEM_NOT_FOUND',
  /** 403: the upload would take the member's portfolio past its item or storage quota. */
  quotaExceeded: 'QUOTA_EXCEEDED',
  imageTooManyPixels: 'IMAGE_TOO_MANY_PIXELS',
  imageCorrupt: 'IMAGE_CORRUPT',
  imageNotReady: 'IMAGE_NOT_READY',
  /** 409: a resumable upload's `Upload-Offset` is not what the server holds; ask with HEAD, then resume. */
  uploadOffsetConflict: 'UPLOAD_OFFSET_CONFLICT',
  /** 409: the project already holds the most images one may hold (`maxImagesPerItem`). */
  tooManyImages: 'TOO_MANY_IMAGES',
  /** 409: a project keeps at least one image; delete the item instead. */
  lastImage: 'LAST_IMAGE',
  /** 404: no such collection, or one the caller may not see (someone else's private one). */
  collectionNotFound: 'COLLECTION_NOT_FOUND',
  /** 409: the member already keeps the most collections one may keep (`maxCollectionsPerMember`). */
  tooManyCollections: 'TOO_MANY_COLLECTIONS',
  /** 409: the collection already holds the most works one may hold (`maxItemsPerCollection`). */
  collectionFull: 'COLLECTION_FULL',
} as const;
export type ErrorReason = (typeof ErrorReason)[keyof typeof ErrorReason];

/**
 * What `error.details` holds in every error the API answers: always a reason from the list above,
 * the message for each field a validation failure names, and whatever else the reason carries.
 * Messages are words in the language of the request's Accept-Language. The schemas' own messages
 * are ids of the `validation` messages (packages/i18n), so the web can say them in its page's
 * language before sending a form; the API translates them before it answers.
 */
export const ZErrorDetails = z
  .object({
    reason: z.enum(ErrorReason),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  })
  .catchall(z.unknown());
export type ErrorDetails = z.infer<typeof ZErrorDetails>;

export const ZApiError = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ZApiError>;

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  error: ZApiError,
});
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** `{ success: true, data }` around a response schema. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export type SuccessEnvelope<T> = { success: true; data: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export const ZPagination = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof ZPagination>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: ZPagination });
}
