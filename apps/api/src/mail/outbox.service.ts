import type { OutboxMessage } from '@creators-archive/contract/dev/find-outbox';
import { linksIn } from './mail';
import type { OutboxRepository } from './outbox.repository';

/** Reads what the outbox transport kept, for the development listing. */
export class OutboxService {
  constructor(private readonly deps: { outbox: OutboxRepository }) {}

  async findLatest(): Promise<OutboxMessage[]> {
    return (await this.deps.outbox.findLatest(100)).map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      links: linksIn(row.text),
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
