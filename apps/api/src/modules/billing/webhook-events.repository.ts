import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookEvents } from '../../db/schema/billing';

export type NewWebhookEvent = Omit<typeof webhookEvents.$inferInsert, 'id' | 'receivedAt' | 'processedAt'>;

/** Webhook deliveries, each stored once however often the provider sends it. */
export class WebhookEventsRepository {
  constructor(private readonly db: Database) {}

  /** The new event's id, or undefined when this delivery was stored before. */
  async insertOnce(event: NewWebhookEvent, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .insert(webhookEvents)
      .values({ ...event, receivedAt: now })
      .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventKey] })
      .returning({ id: webhookEvents.id });
    return row?.id;
  }

  async find(id: string) {
    const [row] = await this.db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
    return row;
  }

  async markProcessed(id: string, now: Date): Promise<void> {
    await this.db.update(webhookEvents).set({ processedAt: now }).where(eq(webhookEvents.id, id));
  }
}
