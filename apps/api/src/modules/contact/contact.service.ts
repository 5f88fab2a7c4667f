import { defaultLocale } from '@creators-archive/i18n';
import type { Transaction } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { consumeAllowance, hashedKeyPart, type CounterStore } from '../../lib/counter-store';
import { queueMail } from '../../mail/mail';
import { contactMails } from './contact.mail';
import type { ContactMessage, ContactRepository } from './contact.repository';

const HOUR_MS = 60 * 60_000;

export class ContactService {
  constructor(
    private readonly deps: {
      transaction: Transaction<{ contact: ContactRepository; jobs: JobQueue }>;
      teamEmail: string;
      clock: Clock;
      counters: CounterStore;
      /** Messages one sender address may send per hour, whichever client addresses they come from. */
      perAddressPerHour: number;
    },
  ) {}

  /**
   * Stores the message and queues the e-mail to the team in one transaction: both exist or neither.
   * Nothing is ever sent to the address the visitor typed, so the form cannot carry anyone's text
   * to a stranger's inbox. A filled-in honeypot gets the same answer and nothing else, so a bot
   * learns nothing.
   */
  async send(message: ContactMessage & { website?: string | undefined }): Promise<void> {
    if (message.website) return;
    await this.countMessageFrom(message.email);
    const { name, email, subject } = message;
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ contact, jobs }) => {
      await contact.insert({ name, email, subject, message: message.message }, now);
      // The team's mailbox keeps no language: it reads the product's default one, whatever the sender's.
      const toTeam = contactMails(defaultLocale).contactReceived(this.deps.teamEmail, { ...message });
      await queueMail(jobs, toTeam, now);
    });
  }

  /** The per-address limit: changing client address (the per-IP limit's key) does not reset it. */
  private countMessageFrom(email: string): Promise<void> {
    return consumeAllowance(this.deps.counters, this.deps.clock, {
      key: `contact:${hashedKeyPart(email)}`,
      windowMs: HOUR_MS,
      limit: this.deps.perAddressPerHour,
      refusal: 'Too many messages from this e-mail address.',
    });
  }
}
