import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { planPrices, plans, users } from '../db/schema';
import { demoDesigners, demoPlans } from './demo-designers';

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

/**
 * Fills an empty database with demo designers, an admin and the membership plans. A database
 * that has any user is left alone. The shared demo password is written to a private file, never
 * to the log.
 */
export async function seedDemo(
  db: Database,
  options: { dataDir: string; hashPassword: (password: string) => Promise<string> },
): Promise<DemoCredentials | undefined> {
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await options.hashPassword(password);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${users} in exclusive mode`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((existing?.count ?? 0) > 0) return false;

    await tx.insert(users).values([
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
        subscriptionStatus: designer.verified ? ('active' as const) : null,
        subscriptionPlan: designer.verified ? 'Creator Annual' : null,
        // Spread sign-up dates over the past months so "newest" means something.
        createdAt: new Date(Date.now() - (index + 1) * 5 * 24 * 60 * 60 * 1000),
      })),
    ]);

    const existingPlans = await tx.select({ count: sql<number>`count(*)::int` }).from(plans);
    if ((existingPlans[0]?.count ?? 0) === 0) {
      for (const [position, plan] of demoPlans.entries()) {
        const [row] = await tx
          .insert(plans)
          .values({
            code: plan.code,
            name: plan.name,
            description: plan.description,
            interval: plan.interval,
            position,
          })
          .returning({ id: plans.id });
        if (!row) throw new Error(`Plan ${plan.code} was not created`);
        await tx.insert(planPrices).values(
          Object.entries(plan.prices).map(([currency, amountMinor]) => ({
            planId: row.id,
            currency: currency as keyof typeof plan.prices,
            amountMinor,
          })),
        );
      }
    }
    return true;
  });
  if (!seeded) return undefined;

  const credentials = {
    adminEmail: DEMO_ADMIN_EMAIL,
    memberEmail: emailOf(demoDesigners[0].fullName),
    password,
  };
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.writeFileSync(demoCredentialsFile(options.dataDir), `${JSON.stringify(credentials, null, 2)}\n`, {
    mode: 0o600,
  });
  return credentials;
}

export function demoCredentialsFile(dataDir: string): string {
  return path.join(dataDir, 'demo-credentials.json');
}
