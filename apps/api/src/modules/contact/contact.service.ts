import type { Clock } from '../../lib/clock';
import { queueMail } from '../../mail/mail';
import { templates } from '../../mail/templates';
import type { Transaction } from '../repositories';
import type { ContactMessage } from './contact.repository';

export class ContactService {
  constructor(
    private readonly deps: { transaction: Transaction<'contact' | 'jobs'>; teamEmail: string; clock: Clock },
  ) {}

  /**
   * Stores the message and queues both e-mails (to the team, and an acknowledgement to the sender)
   * in one transaction: either all three exist or none. A filled-in honeypot gets the same answer
   * and nothing else, so a bot learns nothing.
   */
  async send(message: ContactMessage & { website?: string | undefined }): Promise<void> {
    if (message.website) return;
    const { name, email, subject } = message;
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ contact, jobs }) => {
      await contact.insert({ name, email, subject, message: message.message }, now);
      await queueMail(jobs, templates.contactReceived(this.deps.teamEmail, { ...message }), now);
      await queueMail(jobs, templates.contactAcknowledged(email, name, subject), now);
    });
  }
}
