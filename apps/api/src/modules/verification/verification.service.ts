import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorReason } from '@creators-archive/contract';
import type {
  FindVerificationRequestsQuery,
  QueuedVerificationRequest,
} from '@creators-archive/contract/admin/find-verification-requests';
import type { VerificationReview } from '@creators-archive/contract/admin/get-verification-request';
import type { MyVerification } from '@creators-archive/contract/verification/get-my-verification';
import {
  VERIFICATION_MIN_WORKS,
  VERIFICATION_REAPPLY_DAYS,
  type VerificationIneligibility,
  type VerificationRequest,
} from '@creators-archive/contract/verification/verification-request';
import type { VerificationRequestRow } from '../../db/schema';
import type { MemberRow } from '../users';
import type { Transaction } from '../../db/transactions';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { queueMail } from '../../mail/mail';
import { verificationMails } from './verification.mail';
import { adminActing, type AuditActor } from '../audit';
import type { NotificationsService } from '../notifications';
import type { PortfolioService } from '../portfolio';
import type { UsersRepository } from '../users';
import type { BadgeChanges } from './badge-changes';
import type { DocumentLinks } from './document-links';
import type { DocumentType } from './document-type';
import type { PrivateFiles } from './private-files';
import { deleteDocumentsJob } from './verification.jobs';
import type { VerificationRepositories } from './verification-repositories';
import type { QueuedRow, VerificationRepository } from './verification.repository';
import { toQueuedRequest, toVerificationRequest } from './verification-view';
import { pageAddress } from '../../i18n/page-address';
import { reasonError } from '../../i18n/error-messages';

const dayMs = 24 * 60 * 60 * 1000;

/** An application as the route read it: the document already sniffed. */
export type Application = {
  statement: string;
  links: string[];
  document?: { data: Buffer; contentType: DocumentType } | undefined;
};

type Eligibility = {
  reason: VerificationIneligibility | null;
  canApplyFrom: Date | null;
  readyWorks: number;
};

const messages: Record<VerificationIneligibility, string> = {
  verified: 'You are verified already.',
  subscription_required: 'The vetted program is for members with an active subscription.',
  request_open: 'Your application is waiting for a decision.',
  too_few_works: `Add at least ${VERIFICATION_MIN_WORKS} finished works to your portfolio before applying.`,
  rejected_recently: `You may apply again ${VERIFICATION_REAPPLY_DAYS} days after a rejection.`,
};

function hasActiveSubscription(user: MemberRow): boolean {
  // A cancelled subscription keeps its paid period; only an expired one (or none) ends access.
  return user.subscriptionStatus === 'active' || user.subscriptionStatus === 'cancelled';
}

function requestNotFound() {
  return reasonError(404, ErrorReason.verificationRequestNotFound);
}

function requestNotPending() {
  return reasonError(409, ErrorReason.requestNotPending);
}

/**
 * The vetted program: members apply with a statement, links and an optional identity document
 * (kept privately and deleted once decided); admins review, approve, reject or revoke, each
 * decision in one transaction with its audit entry and e-mail.
 */
export class VerificationService {
  constructor(
    private readonly deps: {
      requests: VerificationRepository;
      users: Pick<UsersRepository, 'findById'>;
      portfolio: Pick<PortfolioService, 'readyCountOf' | 'itemsOf'>;
      transaction: Transaction<VerificationRepositories>;
      badges: Pick<BadgeChanges, 'lostOn'>;
      files: PrivateFiles;
      links: DocumentLinks;
      notifications: Pick<NotificationsService, 'record'>;
      clock: Clock;
      log: FastifyBaseLogger;
      publicUrl: string;
    },
  ) {}

  private async eligibilityOf(user: MemberRow, requests: VerificationRequestRow[]): Promise<Eligibility> {
    const readyWorks = await this.deps.portfolio.readyCountOf(user.id);
    const verdict = (reason: VerificationIneligibility | null, canApplyFrom: Date | null = null) => ({
      reason,
      canApplyFrom,
      readyWorks,
    });
    if (user.verified) return verdict('verified');
    if (!hasActiveSubscription(user)) return verdict('subscription_required');
    if (requests.some((request) => request.status === 'pending')) return verdict('request_open');
    if (readyWorks < VERIFICATION_MIN_WORKS) return verdict('too_few_works');
    const lastRejection = requests
      .filter((request) => request.status === 'rejected' && request.decidedAt)
      .map((request) => request.decidedAt as Date)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    if (lastRejection) {
      const canApplyFrom = new Date(lastRejection.getTime() + VERIFICATION_REAPPLY_DAYS * dayMs);
      if (this.deps.clock.now() < canApplyFrom) return verdict('rejected_recently', canApplyFrom);
    }
    return verdict(null);
  }

  private async member(userId: string): Promise<MemberRow> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  async mine(userId: string): Promise<MyVerification> {
    const user = await this.member(userId);
    const requests = await this.deps.requests.findByUser(userId);
    const eligibility = await this.eligibilityOf(user, requests);
    return {
      verified: user.verified,
      requests: requests.map(toVerificationRequest),
      canApply: eligibility.reason === null,
      reason: eligibility.reason,
      message: eligibility.reason ? messages[eligibility.reason] : null,
      canApplyFrom: eligibility.canApplyFrom?.toISOString() ?? null,
      readyWorks: eligibility.readyWorks,
    };
  }

  async apply(userId: string, application: Application): Promise<VerificationRequest> {
    const user = await this.member(userId);
    const { reason, canApplyFrom, readyWorks } = await this.eligibilityOf(
      user,
      await this.deps.requests.findByUser(userId),
    );
    if (reason === 'subscription_required') {
      throw new AppError(403, ErrorReason.subscriptionRequired, messages.subscription_required);
    }
    if (reason === 'request_open') throw new AppError(409, ErrorReason.requestOpen, messages.request_open);
    if (reason) {
      throw new AppError(422, ErrorReason.verificationNotEligible, messages[reason], {
        eligibility: reason,
        canApplyFrom: canApplyFrom?.toISOString() ?? null,
        readyWorks,
      });
    }

    // The file first, then the row; a row that cannot be written takes its file with it.
    const document = application.document;
    const documentKey = document ? `verification/${randomUUID()}` : null;
    if (document && documentKey) await this.deps.files.put(documentKey, document.data, document.contentType);
    let row: VerificationRequestRow | undefined;
    try {
      row = await this.deps.transaction(({ verification }) =>
        verification.insert({
          userId,
          statement: application.statement,
          links: application.links,
          documentKey,
          documentContentType: document?.contentType ?? null,
          submittedAt: this.deps.clock.now(),
        }),
      );
    } catch (error) {
      await this.discard(documentKey);
      throw error;
    }
    if (!row) {
      // Another request of theirs was stored between the check and the insert.
      await this.discard(documentKey);
      throw new AppError(409, ErrorReason.requestOpen, messages.request_open);
    }
    return toVerificationRequest(row);
  }

  private async discard(documentKey: string | null): Promise<void> {
    if (!documentKey) return;
    await this.deps.files.delete([documentKey]).catch((error: unknown) => {
      this.deps.log.error(
        { err: error },
        'an identity document of a failed application could not be deleted',
      );
    });
  }

  /** Queues the deletion of a decided request's document in the deciding transaction. */
  private async dropDocument(
    { verification, jobs }: Pick<VerificationRepositories, 'verification' | 'jobs'>,
    row: VerificationRequestRow,
  ): Promise<void> {
    if (!row.documentKey) return;
    await verification.forgetDocument(row.id);
    await jobs.enqueue(deleteDocumentsJob, { keys: [row.documentKey] }, this.deps.clock.now());
  }

  async withdraw(userId: string, id: string): Promise<VerificationRequest> {
    return this.deps.transaction(async (repositories) => {
      const { verification } = repositories;
      const row = await verification.decide(id, {
        status: 'withdrawn',
        decidedAt: this.deps.clock.now(),
        decidedBy: null,
        reason: null,
        userId,
      });
      if (!row) {
        const existing = await verification.findById(id);
        if (!existing || existing.userId !== userId) throw requestNotFound();
        throw requestNotPending();
      }
      await this.dropDocument(repositories, row);
      return toVerificationRequest({ ...row, documentKey: null });
    });
  }

  async queue(query: FindVerificationRequestsQuery) {
    const limit = Number(query.limit ?? 25);
    const rows = await this.deps.requests.findQueue({
      status: query.status ?? 'pending',
      after: decodeCursor(query.cursor),
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(toQueuedRequest),
      pagination: {
        limit,
        nextCursor:
          rows.length > limit && last ? encodeCursor({ createdAt: last.submittedAt, id: last.id }) : null,
      },
    };
  }

  async review(id: string): Promise<VerificationReview> {
    const request = await this.deps.requests.findQueuedById(id);
    if (!request) throw requestNotFound();
    const member = await this.deps.users.findById(request.userId);
    if (!member) throw requestNotFound();
    const [portfolio, history] = await Promise.all([
      this.deps.portfolio.itemsOf(member.id),
      this.deps.requests.findByUser(member.id),
    ]);
    const link = request.documentKey ? this.deps.links.sign(request.id, this.deps.clock.now()) : undefined;
    return {
      request: toQueuedRequest(request),
      member: {
        id: member.id,
        fullName: member.fullName,
        email: member.email,
        country: member.country,
        city: member.city,
        verified: member.verified,
        subscriptionStatus: member.subscriptionStatus,
        createdAt: member.createdAt.toISOString(),
      },
      portfolio,
      history: history.filter((row) => row.id !== request.id).map(toVerificationRequest),
      documentUrl: link ? `/v1/admin/verification-documents/${link.token}` : null,
      documentLinkExpiresAt: link?.expiresAt.toISOString() ?? null,
    };
  }

  /** The document behind a signed link, while the link is fresh and the request still has one. */
  async openDocument(
    token: string,
  ): Promise<{ body: Readable; size: number | undefined; contentType: string }> {
    const expired = () => reasonError(404, ErrorReason.documentLinkExpired);
    const id = this.deps.links.verify(token, this.deps.clock.now());
    if (!id) throw expired();
    const row = await this.deps.requests.findById(id);
    if (!row?.documentKey || !row.documentContentType) throw expired();
    const file = await this.deps.files.read(row.documentKey);
    if (!file) throw expired();
    return { ...file, contentType: row.documentContentType };
  }

  private async decideByAdmin(
    actor: AuditActor,
    id: string,
    decision: { status: 'approved' | 'rejected'; reason: string | null },
  ): Promise<QueuedVerificationRequest> {
    return this.deps.transaction(async (repositories, scope) => {
      const { verification, users, audit, jobs } = repositories;
      const now = this.deps.clock.now();
      const admin = await adminActing(users, actor);
      const row = await verification.decide(id, { ...decision, decidedAt: now, decidedBy: admin.id });
      if (!row) {
        if (!(await verification.findById(id))) throw requestNotFound();
        throw requestNotPending();
      }
      const member = await users.findById(row.userId);
      if (!member) throw requestNotFound();
      const badge = decision.status === 'approved' ? await users.setVerified(member.id, true) : undefined;
      await this.dropDocument(repositories, row);
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: decision.status === 'approved' ? 'verification.approve' : 'verification.reject',
        targetType: 'verification_request',
        targetId: row.id,
        before: { status: 'pending', memberId: member.id, verified: member.verified },
        after: {
          status: row.status,
          memberId: member.id,
          verified: badge ? true : member.verified,
          ...(decision.reason !== null && { reason: decision.reason }),
        },
        clientAddress: actor.clientAddress,
        createdAt: now,
      });
      const message =
        decision.status === 'approved'
          ? verificationMails(member.locale).verificationApproved(
              member.email,
              member.fullName,
              pageAddress(this.deps.publicUrl, '/account/verification', member.locale),
            )
          : verificationMails(member.locale).verificationRejected(member.email, member.fullName, {
              reason: decision.reason ?? '',
              reapplyFrom: new Date(now.getTime() + VERIFICATION_REAPPLY_DAYS * dayMs),
            });
      await queueMail(jobs, message, now);
      await this.deps.notifications.record(scope, {
        userId: member.id,
        kind: 'verification_decision',
        subject: { type: 'verification', requestId: row.id, decision: decision.status },
      });
      return toQueuedRequest({
        ...row,
        documentKey: null,
        member: { id: member.id, fullName: member.fullName, email: member.email },
      } satisfies QueuedRow);
    });
  }

  approve(actor: AuditActor, id: string): Promise<QueuedVerificationRequest> {
    return this.decideByAdmin(actor, id, { status: 'approved', reason: null });
  }

  reject(actor: AuditActor, id: string, reason: string): Promise<QueuedVerificationRequest> {
    return this.decideByAdmin(actor, id, { status: 'rejected', reason });
  }

  async revoke(
    actor: AuditActor,
    memberId: string,
    reason: string,
  ): Promise<{ userId: string; verified: false }> {
    return this.deps.transaction(async ({ users, audit, jobs }, scope) => {
      const now = this.deps.clock.now();
      const admin = await adminActing(users, actor);
      const member = await users.findById(memberId);
      if (!member) throw reasonError(404, ErrorReason.userNotFound);
      const badge = await users.setVerified(member.id, false);
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'verification.revoke',
        targetType: 'user',
        targetId: member.id,
        before: { verified: badge?.before ?? member.verified },
        after: { verified: false, reason },
        clientAddress: actor.clientAddress,
        createdAt: now,
      });
      await queueMail(
        jobs,
        verificationMails(member.locale).verificationRevoked(member.email, member.fullName, reason),
        now,
      );
      await this.deps.badges.lostOn(scope, member.id, now);
      return { userId: member.id, verified: false as const };
    });
  }
}
