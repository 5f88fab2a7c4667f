import type { AuditEntry, FindAuditEntriesQuery } from '@creators-archive/contract/admin/find-audit-entries';
import type { AuditLogRow } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { AuditRepository } from './audit.repository';

function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    clientAddress: row.clientAddress,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reads the audit log, newest first; the entries themselves are written by the deciding areas. */
export class AuditService {
  constructor(private readonly deps: { audit: AuditRepository }) {}

  async find(query: FindAuditEntriesQuery) {
    const limit = Number(query.limit ?? 50);
    const action = query.action?.trim();
    const rows = await this.deps.audit.findPage({
      actorId: query.actor,
      // `verification.approve` is one action; `verification` is every action of its area.
      action: action ? (action.includes('.') ? { exact: action } : { area: action }) : undefined,
      after: decodeCursor(query.cursor),
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(toAuditEntry),
      pagination: { limit, nextCursor: rows.length > limit && last ? encodeCursor(last) : null },
    };
  }
}
