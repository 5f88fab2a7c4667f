import { and, desc, eq, like, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, type AuditLogRow } from '../../db/schema/audit';

/** What one admin action leaves in the log. */
export type AuditEntryInput = {
  actorId: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  clientAddress: string | null;
  createdAt: Date;
};

/** A place in the log, newest first: entries strictly older than it. */
export type AuditPosition = { createdAt: Date; id: string };

/** The audit log: entries are only ever added (a trigger refuses updates and deletes). */
export class AuditRepository {
  constructor(private readonly db: Database) {}

  async record(entry: AuditEntryInput): Promise<AuditLogRow> {
    const [row] = await this.db.insert(auditLog).values(entry).returning();
    if (!row) throw new Error('The audit entry was not stored');
    return row;
  }

  async findPage(filter: {
    actorId?: string | undefined;
    /** An exact action, or with `area` an action's area prefix. */
    action?: { exact: string } | { area: string } | undefined;
    after?: AuditPosition | undefined;
    limit: number;
  }): Promise<AuditLogRow[]> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
    if (filter.action && 'exact' in filter.action) conditions.push(eq(auditLog.action, filter.action.exact));
    if (filter.action && 'area' in filter.action) {
      const escaped = filter.action.area.replace(/[\\%_]/g, (character) => `\\${character}`);
      conditions.push(like(auditLog.action, `${escaped}.%`));
    }
    if (filter.after) {
      conditions.push(
        or(
          lt(auditLog.createdAt, filter.after.createdAt),
          and(eq(auditLog.createdAt, filter.after.createdAt), lt(auditLog.id, filter.after.id)),
        ),
      );
    }
    return this.db
      .select()
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit);
  }
}
