import { createHash } from 'node:crypto';
import type { AdminDiscountCode } from '@creators-archive/contract/admin/discount-code';
import type { CreateDiscountCodeRequest } from '@creators-archive/contract/admin/create-discount-code';
import type { Campaign } from '@creators-archive/contract/admin/get-campaign';
import type {
  SendDiscountEmailsRequest,
  SendDiscountEmailsResult,
} from '@creators-archive/contract/subscriptions/send-discount-emails';
import { ErrorReason } from '@creators-archive/contract';
import type { Locale } from '@creators-archive/i18n';
import type { Transaction } from '../../db/transactions';
import type { JobRow } from '../../db/schema';
import { PermanentJobError } from '../../jobs/job-worker';
import type { Clock } from '../../lib/clock';
import { assertKnownCurrency } from '../../lib/money';
import type { MailTransport } from '../../mail/mail';
import { campaignMails } from './campaign.mail';
import { adminActing, type AuditActor } from '../audit';
import { planNotFound, type PlansService } from '../plans';
import { sortRecipients } from './campaign-recipients';
import { statusOf } from './discount-arithmetic';
import { campaignMailJob } from './campaign.jobs';
import type { CampaignsRepository } from './campaigns.repository';
import type { DiscountRepositories } from './discount-repositories';
import type { DiscountCode, DiscountsRepository } from './discounts.repository';
import { pageAddress } from '../../i18n/page-address';
import { reasonError } from '../../i18n/error-messages';

function toAdminDiscountCode(code: DiscountCode, now: Date): AdminDiscountCode {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.value,
    currency: code.currency,
    planIds: code.planIds,
    startsAt: code.startsAt.toISOString(),
    expiresAt: code.expiresAt?.toISOString() ?? null,
    maxRedemptions: code.maxRedemptions,
    redemptionCount: code.redemptionCount,
    deactivatedAt: code.deactivatedAt?.toISOString() ?? null,
    createdAt: code.createdAt.toISOString(),
    status: statusOf(code, now),
  };
}

/** The same code with the same subject and message is the same campaign. */
export function campaignHash(codeId: string, subject: string, message: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify([codeId, subject, message]))
    .digest('hex');
}

/**
 * What admins do with discount codes: create, list, deactivate, and e-mail one to a list of
 * addresses as a campaign. Every write is audited in its own transaction.
 */
export class DiscountAdminService {
  constructor(
    private readonly deps: {
      discounts: DiscountsRepository;
      campaigns: CampaignsRepository;
      plans: Pick<PlansService, 'list'>;
      transaction: Transaction<DiscountRepositories>;
      mail: MailTransport;
      clock: Clock;
      publicUrl: string;
      /** The built-in currencies and those PAYMENT_CURRENCIES adds: a fixed amount in any other is refused. */
      knownCurrencies: readonly string[];
    },
  ) {}

  async list(): Promise<AdminDiscountCode[]> {
    const now = this.deps.clock.now();
    return (await this.deps.discounts.list()).map((code) => toAdminDiscountCode(code, now));
  }

  async create(actor: AuditActor, request: CreateDiscountCodeRequest): Promise<AdminDiscountCode> {
    if (request.kind === 'fixed' && request.currency) {
      assertKnownCurrency(this.deps.knownCurrencies, request.currency);
    }
    const planIds = [...new Set(request.planIds ?? [])];
    if (planIds.length > 0) {
      const known = new Set((await this.deps.plans.list()).map((plan) => plan.id));
      if (planIds.some((planId) => !known.has(planId))) {
        throw planNotFound();
      }
    }
    return this.deps.transaction(async ({ discounts, users, audit }) => {
      const now = this.deps.clock.now();
      const admin = await adminActing(users, actor);
      const code = await discounts.insertIfAbsent({
        code: request.code.trim(),
        kind: request.kind,
        value: request.value,
        currency: request.kind === 'fixed' ? (request.currency ?? null) : null,
        planIds,
        startsAt: request.startsAt ? new Date(request.startsAt) : now,
        expiresAt: request.expiresAt ? new Date(request.expiresAt) : null,
        maxRedemptions: request.maxRedemptions ?? null,
        createdAt: now,
      });
      if (!code) {
        throw reasonError(409, ErrorReason.discountCodeTaken, {}, ['code']);
      }
      const view = toAdminDiscountCode(code, now);
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'discount.create',
        targetType: 'discount_code',
        targetId: code.id,
        before: null,
        after: { ...view },
        clientAddress: actor.clientAddress,
        createdAt: now,
      });
      return view;
    });
  }

  async deactivate(actor: AuditActor, id: string): Promise<AdminDiscountCode> {
    return this.deps.transaction(async ({ discounts, users, audit }) => {
      const now = this.deps.clock.now();
      const admin = await adminActing(users, actor);
      const before = await discounts.findById(id);
      const code = before && (await discounts.deactivate(id, now));
      if (!before || !code) {
        throw reasonError(404, ErrorReason.discountCodeNotFound);
      }
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'discount.deactivate',
        targetType: 'discount_code',
        targetId: code.id,
        before: { deactivatedAt: before.deactivatedAt?.toISOString() ?? null },
        after: { deactivatedAt: code.deactivatedAt?.toISOString() ?? null },
        clientAddress: actor.clientAddress,
        createdAt: now,
      });
      return toAdminDiscountCode(code, now);
    });
  }

  /**
   * E-mails a code to a list: each valid address once per campaign, ever. Recipients are added
   * with `on conflict do nothing` and only the rows added get a job, in the same transaction, so
   * two sends racing never e-mail one address twice. The e-mails are in `locale`, the language the
   * admin wrote the subject and message in, so that the code's lines around them match.
   */
  async send(
    actor: AuditActor,
    request: SendDiscountEmailsRequest,
    locale: Locale,
  ): Promise<SendDiscountEmailsResult> {
    const list = sortRecipients(request.emails);
    const code = await this.deps.discounts.findByCode(request.code.trim());
    if (!code || code.deactivatedAt !== null) {
      throw reasonError(404, ErrorReason.discountCodeNotFound, {}, ['code']);
    }
    const subject = request.subject?.trim() || campaignMails(locale).defaultSubject(code.code);
    const message = request.message?.trim() || null;
    const hash = campaignHash(code.id, subject, message);

    if (request.dryRun) {
      const campaign = await this.deps.campaigns.findByHash(hash);
      const already = campaign
        ? await this.deps.campaigns.existingRecipients(campaign.id, list.emails)
        : new Set<string>();
      return {
        campaignId: null,
        queued: list.emails.length - already.size,
        invalid: list.invalid,
        duplicates: list.duplicates,
        alreadySent: already.size,
      };
    }

    return this.deps.transaction(async ({ campaigns, users, audit, jobs }) => {
      const now = this.deps.clock.now();
      const admin = await adminActing(users, actor);
      const campaign = await campaigns.findOrInsert({
        discountCodeId: code.id,
        subject,
        message,
        hash,
        createdBy: admin.id,
        createdAt: now,
      });
      const added = await campaigns.addRecipients(campaign.id, list.emails, now);
      for (const recipient of added) {
        await jobs.enqueue(campaignMailJob, { recipientId: recipient.id, locale }, now);
      }
      const result: SendDiscountEmailsResult = {
        campaignId: campaign.id,
        queued: added.length,
        invalid: list.invalid,
        duplicates: list.duplicates,
        alreadySent: list.emails.length - added.length,
      };
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'campaign.send',
        targetType: 'discount_campaign',
        targetId: campaign.id,
        before: null,
        after: {
          code: code.code,
          queued: result.queued,
          invalid: result.invalid.length,
          duplicates: result.duplicates,
          alreadySent: result.alreadySent,
        },
        clientAddress: actor.clientAddress,
        createdAt: now,
      });
      return result;
    });
  }

  async campaign(id: string): Promise<Campaign> {
    const campaign = await this.deps.campaigns.findById(id);
    const code = campaign && (await this.deps.discounts.findById(campaign.discountCodeId));
    if (!campaign || !code) {
      throw reasonError(404, ErrorReason.campaignNotFound);
    }
    const recipients = await this.deps.campaigns.recipientsOf(campaign.id);
    const counts = { queued: 0, sent: 0, failed: 0 };
    for (const recipient of recipients) counts[recipient.status] += 1;
    return {
      id: campaign.id,
      code: code.code,
      subject: campaign.subject,
      message: campaign.message,
      createdAt: campaign.createdAt.toISOString(),
      counts,
      recipients: recipients.map((recipient) => ({
        email: recipient.email,
        status: recipient.status,
        sentAt: recipient.sentAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * The campaign job: renders the message, hands it to the transport, marks the recipient sent.
   * A refusal SMTP will repeat (5xx), or the last try, marks it failed; the worker keeps the job's error.
   */
  async sendOne(recipientId: string, locale: Locale, job: JobRow): Promise<void> {
    const recipient = await this.deps.campaigns.findRecipient(recipientId);
    if (recipient?.status !== 'queued') return;
    const campaign = await this.deps.campaigns.findById(recipient.campaignId);
    const code = campaign && (await this.deps.discounts.findById(campaign.discountCodeId));
    if (!campaign || !code) return;
    const message = campaignMails(locale).discountCampaign(recipient.email, {
      subject: campaign.subject,
      message: campaign.message,
      code: code.code,
      kind: code.kind,
      value: code.value,
      currency: code.currency,
      expiresAt: code.expiresAt,
      url: pageAddress(this.deps.publicUrl, `/join?code=${encodeURIComponent(code.code)}`, locale),
    });
    try {
      await this.deps.mail.send(message, job.id);
    } catch (error) {
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        await this.deps.campaigns.markFailed(
          recipient.id,
          error instanceof Error ? error.message : String(error),
        );
      }
      throw error;
    }
    await this.deps.campaigns.markSent(recipient.id, this.deps.clock.now());
  }
}
