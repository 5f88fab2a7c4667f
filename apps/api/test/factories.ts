import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client';
import { portfolioItems, users } from '../src/db/schema';

export type ItemSpec = {
  title?: string;
  tags?: string[];
  status?: 'processing' | 'ready' | 'failed';
  isCover?: boolean;
  likeCount?: number;
};
export type DesignerSpec = {
  fullName: string;
  country?: string;
  city?: string;
  disciplines?: string[];
  verified?: boolean;
  bio?: string;
  role?: 'member' | 'admin';
  joinedDaysAgo?: number;
  items?: ItemSpec[];
};

/** Writes a designer and their items straight to the tables, as the upload pipeline leaves them. */
export async function createDesigner(db: Database, spec: DesignerSpec): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: `${randomUUID()}@example.com`,
      passwordHash: 'not used',
      fullName: spec.fullName,
      phone: '+2348000000000',
      role: spec.role ?? 'member',
      country: spec.country,
      city: spec.city,
      disciplines: spec.disciplines ?? [],
      verified: spec.verified ?? false,
      bio: spec.bio,
      createdAt: new Date(Date.now() - (spec.joinedDaysAgo ?? 1) * 86_400_000),
    })
    .returning({ id: users.id });
  const userId = user!.id;
  for (const [position, item] of (spec.items ?? [{}]).entries()) {
    const key = `public/test/${randomUUID()}`;
    await db.insert(portfolioItems).values({
      userId,
      title: item.title ?? null,
      tags: item.tags ?? [],
      status: item.status ?? 'ready',
      isCover: item.isCover ?? false,
      likeCount: item.likeCount ?? 0,
      position,
      width: 1600,
      height: 1200,
      thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
      originalKey: `originals/${randomUUID()}`,
      variants: [
        { format: 'avif', width: 320, height: 240, key: `${key}-320.avif`, bytes: 9000 },
        { format: 'webp', width: 320, height: 240, key: `${key}-320.webp`, bytes: 12000 },
      ],
    });
  }
  return userId;
}
