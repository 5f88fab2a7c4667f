import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';

/** The audit log (admins): every admin action, newest first, in cursor pages, by actor and action. */
export const method = 'GET';
export const path = '/v1/admin/audit';

export const ZFindAuditEntriesQuery = z.object({
  /** An actor's user id. */
  actor: z.uuid().optional(),
  /** An action, `verification.approve`, or its area, `verification`. */
  action: ZTextLine.max(100).optional(),
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type FindAuditEntriesQuery = z.input<typeof ZFindAuditEntriesQuery>;

export const ZAuditEntry = z.object({
  id: z.uuid(),
  actorId: z.uuid(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  clientAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZFindAuditEntriesResponse = successEnvelope(
  z.object({
    items: z.array(ZAuditEntry),
    pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
  }),
);
export type FindAuditEntriesResponse = z.infer<typeof ZFindAuditEntriesResponse>;
