import type {
  Checkout,
  Invoice,
  MySubscription,
  PaymentMethod,
  Plan,
  PortfolioItem,
  Session,
  Transaction,
  User,
} from '@creators-archive/contract';
import type { AuditEntry } from '@creators-archive/contract/admin/find-audit-entries';
import type { FollowStats } from '@creators-archive/contract/follows/follow-state';
import type { QueuedVerificationRequest } from '@creators-archive/contract/admin/find-verification-requests';
import type { VerificationReview } from '@creators-archive/contract/admin/get-verification-request';
import type { VerifyPaymentResult } from '@creators-archive/contract/subscriptions/verify-payment';
import type { MyVerification } from '@creators-archive/contract/verification/get-my-verification';
import type { VerificationRequest } from '@creators-archive/contract/verification/verification-request';

export function createUser(overrides: Partial<User> = {}): User {
  return {
    id: '7a1f2c4e-0d3b-4c59-9f43-2b8d6f1e5a90',
    email: 'amara@example.com',
    phone: null,
    fullName: 'Amara Okafor',
    role: 'member',
    profilePicture: null,
    verified: false,
    subscriptionStatus: null,
    subscriptionPlan: null,
    dataSaver: false,
    locale: 'en',
    bio: null,
    country: null,
    city: null,
    disciplines: [],
    website: null,
    links: [],
    openTo: [],
    hireNote: null,
    whatsapp: false,
    whatsappNumber: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** What a profile says of following when nobody follows anyone. */
export const noFollows: FollowStats = { followerCount: 0, followingCount: 0, followedByMe: false };

/** A member as their profile (GET /v1/users/{id}) answers: with what it says of following. */
export function createProfileUser(overrides: Partial<User & FollowStats> = {}): User & FollowStats {
  return { ...createUser(overrides), ...noFollows, ...overrides };
}

export function createSession(overrides: Partial<Session> = {}): Session {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_at: Math.floor(Date.now() / 1000) + 900,
    expires_in: 900,
    user: createUser(),
    aal: 'aal1',
    mfa_required: false,
    mfa_enrollment_required: false,
    ...overrides,
  };
}

export function createPortfolioItem(overrides: Partial<PortfolioItem> = {}): PortfolioItem {
  return {
    id: '5c2e8f1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b',
    userId: '7a1f2c4e-0d3b-4c59-9f43-2b8d6f1e5a90',
    title: 'Adire study',
    description: null,
    category: null,
    tags: [],
    images: [],
    media: [],
    status: 'processing',
    width: 1600,
    height: 1200,
    thumbhash: null,
    position: 0,
    isCover: false,
    likeCount: 0,
    viewCount: 0,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** A monthly plan priced in all five currencies, in minor units. */
export function createPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: '3c9a4e2b-5f61-4d7a-8b0e-1a2c3d4e5f60',
    code: 'creator-monthly',
    name: 'Creator Monthly',
    description: 'Your portfolio in the directory. Billed every month.',
    interval: 'month',
    prices: [
      { currency: 'NGN', amount: 500_000 },
      { currency: 'GHS', amount: 6_000 },
      { currency: 'KES', amount: 65_000 },
      { currency: 'ZAR', amount: 9_000 },
      { currency: 'USD', amount: 500 },
    ],
    features: ['Listed in the designer directory', 'Portfolio analytics'],
    ...overrides,
  };
}

/** An active monthly membership in naira, renewing on 15 April 2026. */
export function createMySubscription(overrides: Partial<MySubscription> = {}): MySubscription {
  return {
    id: '9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    status: 'active',
    plan: createPlan(),
    currency: 'NGN',
    amount: 500_000,
    current_period_start: '2026-03-15T09:00:00.000Z',
    current_period_end: '2026-04-15T09:00:00.000Z',
    cancelled_at: null,
    auto_renew: true,
    next_plan: null,
    next_plan_starts_at: null,
    renewal_failures: 0,
    renews_with: 'card',
    payment_due: null,
    ...overrides,
  };
}

export function createCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    reference: 'CA-REF-1',
    authorizationUrl: 'https://checkout.paystack.test/abc123',
    amount: 500_000,
    currency: 'NGN',
    ...overrides,
  };
}

/** A payment's verification: a settled membership payment by default. */
export function createVerification(overrides: Partial<VerifyPaymentResult> = {}): VerifyPaymentResult {
  return {
    status: 'success',
    reference: 'CA-REF-1',
    purpose: 'subscription',
    amount: 500_000,
    currency: 'NGN',
    subscription: createMySubscription(),
    session: null,
    signInRequired: false,
    ...overrides,
  };
}

export function createPaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    brand: 'visa',
    last4: '4081',
    expMonth: '12',
    expYear: '2030',
    bank: 'Test Bank',
    isDefault: true,
    ...overrides,
  };
}

export function createInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: '0b7e2c1d-4f5a-4b6c-8d9e-1f2a3b4c5d6e',
    number: 'CA-2026-000123',
    issuedAt: '2026-03-15T09:00:00.000Z',
    amount: 500_000,
    currency: 'NGN',
    status: 'paid',
    description: 'Creator Monthly, 15 Mar – 15 Apr 2026',
    net: 465_116,
    taxes: [{ name: 'VAT', ratePercent: 7.5, amount: 34_884 }],
    seller: { name: 'Creators Archive Ltd', address: 'Lagos, Nigeria', taxNumber: null },
    creditNotes: [],
    pdfUrl: '/v1/invoices/0b7e2c1d-4f5a-4b6c-8d9e-1f2a3b4c5d6e/pdf',
    ...overrides,
  };
}

export function createTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    reference: 'CA-REF-1',
    purpose: 'subscription',
    description: 'Creator Monthly',
    status: 'success',
    channel: 'card',
    amount: 500_000,
    currency: 'NGN',
    createdAt: '2026-03-15T09:00:00.000Z',
    paidAt: '2026-03-15T09:01:00.000Z',
    ...overrides,
  };
}

export function createVerificationRequest(overrides: Partial<VerificationRequest> = {}): VerificationRequest {
  return {
    id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
    status: 'pending',
    statement: 'I design identities and packaging for food brands in Lagos and have done so for eight years.',
    links: ['https://behance.net/amara'],
    hasDocument: false,
    submittedAt: '2026-03-01T10:00:00.000Z',
    decidedAt: null,
    reason: null,
    ...overrides,
  };
}

/** A member who may apply, with no requests yet. */
export function createMyVerification(overrides: Partial<MyVerification> = {}): MyVerification {
  return {
    verified: false,
    requests: [],
    canApply: true,
    reason: null,
    message: null,
    canApplyFrom: null,
    readyWorks: 3,
    ...overrides,
  };
}

export function createQueuedVerificationRequest(
  overrides: Partial<QueuedVerificationRequest> = {},
): QueuedVerificationRequest {
  return {
    ...createVerificationRequest({ hasDocument: true }),
    member: {
      id: '7a1f2c4e-0d3b-4c59-9f43-2b8d6f1e5a90',
      fullName: 'Amara Okafor',
      email: 'amara@example.com',
    },
    ...overrides,
  };
}

export function createVerificationReview(overrides: Partial<VerificationReview> = {}): VerificationReview {
  const request = createQueuedVerificationRequest();
  return {
    request,
    member: {
      id: request.member.id,
      fullName: 'Amara Okafor',
      email: 'amara@example.com',
      country: 'Nigeria',
      city: 'Lagos',
      verified: false,
      subscriptionStatus: 'active',
      createdAt: '2026-01-15T10:00:00.000Z',
    },
    portfolio: [],
    history: [request],
    documentUrl: 'https://archive.example/v1/admin/verification-documents/signed-token',
    documentLinkExpiresAt: '2026-03-01T10:10:00.000Z',
    ...overrides,
  };
}

export function createAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
    actorId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    actorEmail: 'admin@example.com',
    action: 'verification.approve',
    targetType: 'verification_request',
    targetId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
    before: { status: 'pending' },
    after: { status: 'approved' },
    clientAddress: null,
    createdAt: '2026-03-02T09:30:00.000Z',
    ...overrides,
  };
}
