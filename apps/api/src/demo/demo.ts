import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { User } from '@creators-archive/contract';
import type { DiscountsService } from '../modules/discounts';
import type { PlansService } from '../modules/plans';
import type { StudiosService } from '../modules/studios';
import type { SubscriptionsService } from '../modules/billing';
import type { UsersService } from '../modules/users';
import { demoDesigners, demoDiscountCode, demoPlans, verifiedDesignersMembership } from './demo-designers';
import { demoStudios } from './demo-studios';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';

export type DemoCredentials = { adminEmail: string; memberEmail: string; password: string };

function emailOf(fullName: string): string {
  const local = fullName
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');
  return `${local}@example.com`;
}

export type DemoSeed = {
  credentials: DemoCredentials;
  /** In the order they joined, oldest first. */
  designers: User[];
};

/**
 * Fills an empty database with demo designers, an admin, the membership plans, the verified
 * designers' memberships and a discount code, through the services, and adds the partner studios
 * wherever there are none. A database that has any user is otherwise left alone. The shared demo
 * password is written to a private file, never to the log.
 */
export async function seedDemo(
  services: {
    users: Pick<UsersService, 'createFirstAccounts'>;
    plans: Pick<PlansService, 'addIfNone' | 'list'>;
    subscriptions: Pick<SubscriptionsService, 'giveComplimentary'>;
    discounts: Pick<DiscountsService, 'addIfAbsent'>;
    studios: Pick<StudiosService, 'addIfNone'>;
  },
  options: { dataDir: string; hashPassword: (password: string) => Promise<string> },
): Promise<DemoSeed | undefined> {
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await options.hashPassword(password);
  const accounts = await services.users.createFirstAccounts([
    { email: DEMO_ADMIN_EMAIL, passwordHash, fullName: 'Demo Administrator', role: 'admin' },
    ...demoDesigners.map((designer, index) => ({
      email: emailOf(designer.fullName),
      passwordHash,
      fullName: designer.fullName,
      country: designer.country,
      city: designer.city,
      disciplines: [...designer.disciplines],
      bio: designer.bio,
      verified: designer.verified,
      // Spread sign-up dates over the past months so "newest" means something.
      createdAt: new Date(Date.now() - (index + 1) * 5 * 24 * 60 * 60 * 1000),
    })),
  ]);
  // Before the check below, so a demo database seeded before the studios existed gets them too.
  await services.studios.addIfNone(demoStudios);
  if (!accounts) return undefined;
  await services.plans.addIfNone(demoPlans);
  await giveVerifiedDesignersMembership(services, accounts);
  await services.discounts.addIfAbsent(demoDiscountCode);

  const credentials = {
    adminEmail: DEMO_ADMIN_EMAIL,
    memberEmail: emailOf(demoDesigners[0].fullName),
    password,
  };
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.writeFileSync(demoCredentialsFile(options.dataDir), `${JSON.stringify(credentials, null, 2)}\n`, {
    mode: 0o600,
  });
  const designers = accounts
    .filter((account) => account.role === 'member')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { credentials, designers };
}

/** Verified designers hold a membership (the vetted program and the partner studios need one), given, not paid for. */
async function giveVerifiedDesignersMembership(
  services: {
    plans: Pick<PlansService, 'list'>;
    subscriptions: Pick<SubscriptionsService, 'giveComplimentary'>;
  },
  accounts: User[],
): Promise<void> {
  const { planCode, days } = verifiedDesignersMembership;
  const plan = (await services.plans.list()).find((offer) => offer.code === planCode);
  if (!plan) throw new Error(`The demo has no plan ${planCode}`);
  const userIds = accounts
    .filter((account) => account.role === 'member' && account.verified)
    .map((account) => account.id);
  await services.subscriptions.giveComplimentary({ userIds, planId: plan.id, days });
}

export function demoCredentialsFile(dataDir: string): string {
  return path.join(dataDir, 'demo-credentials.json');
}
