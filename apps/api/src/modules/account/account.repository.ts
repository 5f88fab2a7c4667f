import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The writes that change who an account is: its sign-in address, or its very existence. */
export class AccountRepository {
  constructor(private readonly db: Database) {}

  /** False when another account took the address meanwhile. */
  async changeEmail(userId: string, email: string): Promise<boolean> {
    const taken = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email}) and ${users.id} <> ${userId}`);
    if (taken.length > 0) return false;
    await this.db
      .update(users)
      .set({ email, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return true;
  }

  /** Removes the account; sessions, tokens and factors go with it (foreign keys cascade). */
  async deleteUser(userId: string): Promise<boolean> {
    const rows = await this.db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return rows.length === 1;
  }
}
