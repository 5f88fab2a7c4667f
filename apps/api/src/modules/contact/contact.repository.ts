import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export type ContactMessage = { name: string; email: string; subject: string; message: string };

export class ContactRepository {
  constructor(private readonly db: Database) {}

  async insert(message: ContactMessage, now: Date): Promise<void> {
    await this.db.insert(contactMessages).values({ ...message, createdAt: now });
  }
}
