import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, type MailOutboxRow } from '../db/schema/mail';
import type { MailMessage } from './mail';

export class OutboxRepository {
  constructor(private readonly db: Database) {}

  /** False when the job's message is stored already: one row per job, however often it runs. */
  async insert(message: MailMessage, jobId: string): Promise<boolean> {
    const stored = await this.db
      .insert(mailOutbox)
      .values({ jobId, to: message.to, subject: message.subject, html: message.html, text: message.text })
      .onConflictDoNothing()
      .returning({ id: mailOutbox.id });
    return stored.length > 0;
  }

  async findLatest(limit: number): Promise<MailOutboxRow[]> {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }
}
