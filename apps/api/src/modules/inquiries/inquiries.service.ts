import type { OpenToKind } from '@creators-archive/contract/entities/open-to';
import type { FindInquiriesQuery } from '@creators-archive/contract/inquiries/find-inquiries';
import type { Inquiry, InquiryStatus } from '@creators-archive/contract/inquiries/inquiry';
import type { SendInquiryFields } from '@creators-archive/contract/inquiries/send-inquiry';
import { ErrorReason } from '@creators-archive/contract';
import type { Locale } from '@creators-archive/i18n';
import type { Transaction } from '../../db/transactions';
import { pageAddress } from '../../i18n/page-address';
import { translatorFor } from '../../i18n/translate';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { consumeAllowance, hashedKeyPart, type CounterStore } from '../../lib/counter-store';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { queueMail } from '../../mail/mail';
import type { NotificationsService } from '../notifications';
import type { InquiryForms } from './inquiry-forms';
import { MINIMUM_FILL_SECONDS } from './inquiry-forms';
import { inquiryMails } from './inquiries.mail';
import type { HiringDesigner, InquiriesRepository, InquiryWithItem } from './inquiries.repository';

const DAY_MS = 24 * 60 * 60_000;

/** Messages per day: from one client address, from one sender's address, and to one designer. */
export type InquiryLimits = { perClientAddress: number; perSender: number; perDesigner: number };

/** Who sends an inquiry: the client address, and the member when one is signed in. */
export type Sender = { clientAddress: string; userId: string | undefined };

const userNotFound = () => new AppError(404, ErrorReason.userNotFound, 'User not found');
const inquiryNotFound = () => new AppError(404, ErrorReason.inquiryNotFound, 'Inquiry not found');

function toInquiry(row: InquiryWithItem): Inquiry {
  return {
    id: row.id,
    senderName: row.senderName,
    senderEmail: row.senderEmail,
    kind: row.kind,
    budget: row.budget,
    message: row.message,
    status: row.status,
    item: row.itemId ? { id: row.itemId, title: row.itemTitle } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Hiring inquiries: a visitor writes to a designer open to work, the designer reads and sorts them.
 * Nothing is ever sent to the address the visitor typed; it is the designer's e-mail's Reply-To.
 */
export class InquiriesService {
  constructor(
    private readonly deps: {
      inquiries: InquiriesRepository;
      transaction: Transaction<{ inquiries: InquiriesRepository; jobs: JobQueue }>;
      notifications: Pick<NotificationsService, 'record'>;
      forms: InquiryForms;
      clock: Clock;
      counters: CounterStore;
      limits: InquiryLimits;
      publicUrl: string;
    },
  ) {}

  /** A designer who can be written to, else 404; open to nothing, 409. */
  private async writableDesigner(id: string): Promise<HiringDesigner> {
    const designer = await this.deps.inquiries.findDesigner(id);
    if (!designer?.writable) throw userNotFound();
    if (designer.openTo.length === 0) {
      throw new AppError(409, ErrorReason.notOpenToInquiries, 'This designer is not taking inquiries.');
    }
    return designer;
  }

  async form(
    designerId: string,
  ): Promise<{ formToken: string; openTo: OpenToKind[]; minimumFillSeconds: number }> {
    const designer = await this.writableDesigner(designerId);
    return {
      formToken: this.deps.forms.issue(designer.id, this.deps.clock.now()),
      openTo: designer.openTo,
      minimumFillSeconds: MINIMUM_FILL_SECONDS,
    };
  }

  /**
   * Stores the inquiry and queues the designer's e-mail in one transaction. A filled-in honeypot,
   * a form sent faster than a person fills it, or a sender the designer blocked gets the same
   * answer as a message kept, and nothing is kept: a bot or a spammer learns nothing.
   */
  async send(designerId: string, fields: SendInquiryFields, sender: Sender): Promise<void> {
    const now = this.deps.clock.now();
    if (fields.website) return;
    const form = this.deps.forms.check(fields.formToken, designerId, now);
    if (form === 'invalid') throw AppError.validation({ formToken: 'validation.inquiryFormExpired' });
    const designer = await this.writableDesigner(designerId);
    if (!designer.openTo.includes(fields.kind))
      throw AppError.validation({ kind: 'validation.notOpenToThisKind' });
    const item = fields.itemId ? await this.deps.inquiries.findItemOf(designer.id, fields.itemId) : undefined;
    if (fields.itemId && !item) throw AppError.validation({ itemId: 'validation.notAPortfolioItemId' });
    if (form === 'tooFast') return;

    await this.count(
      `inquiries:client:${hashedKeyPart(sender.clientAddress)}`,
      this.deps.limits.perClientAddress,
    );
    await this.count(`inquiries:sender:${hashedKeyPart(fields.email)}`, this.deps.limits.perSender);
    // A blocked sender is answered as if heard, and counts against nobody's allowance but their own.
    if (await this.deps.inquiries.isBlocked(designer.id, fields.email)) return;
    await this.count(`inquiries:designer:${designer.id}`, this.deps.limits.perDesigner);

    await this.deps.transaction(async ({ inquiries, jobs }, scope) => {
      const inquiry = await inquiries.insert(
        {
          designerId: designer.id,
          senderName: fields.name,
          senderEmail: fields.email,
          senderUserId: sender.userId ?? null,
          kind: fields.kind,
          budget: fields.budget ?? null,
          message: fields.message,
          clientAddressHash: hashedKeyPart(sender.clientAddress),
          itemId: fields.itemId ?? null,
        },
        now,
      );
      const mail = inquiryMails(designer.locale).inquiryReceived(
        designer,
        {
          senderName: fields.name,
          senderEmail: fields.email,
          kind: fields.kind,
          budget: fields.budget ?? null,
          message: fields.message,
          itemTitle: item?.title ?? null,
        },
        pageAddress(this.deps.publicUrl, '/account/inquiries', designer.locale),
      );
      await queueMail(jobs, mail, now);
      // The sender's e-mail above is the designer's only e-mail of it; this tells the bell.
      await this.deps.notifications.record(scope, {
        userId: designer.id,
        kind: 'inquiry',
        actorId: sender.userId ?? undefined,
        subject: { type: 'inquiry', id: inquiry.id, senderName: fields.name },
      });
    });
  }

  /** The signed-in designer's inbox, newest first. */
  async inbox(
    designerId: string,
    query: FindInquiriesQuery,
  ): Promise<{ items: Inquiry[]; pagination: { limit: number; nextCursor: string | null } }> {
    const after = decodeCursor(query.cursor);
    // One row more than asked tells whether another page follows.
    const rows = await this.deps.inquiries.findPage(
      designerId,
      { status: query.status },
      after,
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toInquiry),
      pagination: {
        limit: query.limit,
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      },
    };
  }

  /** Only the designer it was sent to changes it (anyone else: 404). Spam blocks its sender for them. */
  async setStatus(designerId: string, id: string, status: InquiryStatus): Promise<Inquiry> {
    const row = await this.deps.transaction(async ({ inquiries }) => {
      const updated = await inquiries.setStatus(designerId, id, status);
      if (updated && status === 'spam') await inquiries.block(designerId, updated.senderEmail);
      return updated;
    });
    if (!row) throw inquiryNotFound();
    return toInquiry(row);
  }

  /**
   * The designer's WhatsApp chat with a greeting naming the work, in the visitor's language. Only
   * this redirect reads the number, so no page carries it. 404 when there is none.
   */
  async whatsappLink(designerId: string, itemId: string | undefined, locale: Locale): Promise<string> {
    const designer = await this.deps.inquiries.findDesigner(designerId);
    if (!designer?.writable || !designer.whatsapp) throw userNotFound();
    const item = itemId ? await this.deps.inquiries.findItemOf(designer.id, itemId) : undefined;
    const t = translatorFor(locale);
    const name = designer.fullName.split(' ')[0] ?? designer.fullName;
    const text = item?.title
      ? t('mail.whatsapp.greetingAboutWork', { name, title: item.title })
      : t('mail.whatsapp.greeting', { name });
    return `https://wa.me/${designer.whatsapp.slice(1)}?text=${encodeURIComponent(text)}`;
  }

  private count(key: string, limit: number): Promise<void> {
    return consumeAllowance(this.deps.counters, this.deps.clock, {
      key,
      windowMs: DAY_MS,
      limit,
      refusal: 'Too many messages today.',
    });
  }
}
