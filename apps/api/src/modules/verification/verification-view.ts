import type { QueuedVerificationRequest } from '@creators-archive/contract/admin/find-verification-requests';
import type { VerificationRequest } from '@creators-archive/contract/verification/verification-request';
import type { VerificationRequestRow } from '../../db/schema';
import type { QueuedRow } from './verification.repository';

export function toVerificationRequest(row: VerificationRequestRow): VerificationRequest {
  return {
    id: row.id,
    status: row.status,
    statement: row.statement,
    links: row.links,
    // The type stays once the file is deleted, so a decided request still says one came with it.
    hasDocument: row.documentContentType !== null,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

export function toQueuedRequest(row: QueuedRow): QueuedVerificationRequest {
  return { ...toVerificationRequest(row), member: row.member };
}
