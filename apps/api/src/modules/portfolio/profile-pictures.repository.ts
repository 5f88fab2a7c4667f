import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profilePictures } from '../../db/schema/portfolio';

/** The files of each member's profile picture, kept so the next picture can take them away. */
export class ProfilePicturesRepository {
  constructor(private readonly db: Database) {}

  /** Swaps in the new profile picture's files; answers the old ones to delete. */
  async swap(userId: string, keys: string[]): Promise<string[]> {
    const [previous] = await this.db.select().from(profilePictures).where(eq(profilePictures.userId, userId));
    await this.db
      .insert(profilePictures)
      .values({ userId, keys })
      .onConflictDoUpdate({ target: profilePictures.userId, set: { keys, createdAt: sql`now()` } });
    return previous?.keys ?? [];
  }
}
