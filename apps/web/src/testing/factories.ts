import type { Plan, PortfolioItem, Session, User } from '@creators-archive/contract';

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
    bio: null,
    country: null,
    city: null,
    disciplines: [],
    website: null,
    links: [],
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
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
