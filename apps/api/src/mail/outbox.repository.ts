import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, type MailOutboxRow } from '../db/schema';

export class OutboxRepository {
  constructor(private readonly db: Database) {}

  async findLatest(limit: number): Promise<MailOutboxRow[]> {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }
}
