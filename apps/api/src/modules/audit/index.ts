import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Aal } from '../../credentials/access-tokens';
import { adminRefusal } from '../../credentials/caller';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Infrastructure } from '../../infrastructure';
import { signedIn } from '../../plugins/auth';
import { AuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { AuditService } from './audit.service';

export { AuditRepository } from './audit.repository';
export type { AuditEntryInput } from './audit.repository';
export type { AuditService } from './audit.service';

/**
 * Who did an admin action, at which assurance of their sign-in, and from where; the deciding
 * service reads them as they are now (`adminActing`) and adds their e-mail.
 */
export type AuditActor = { actorId: string; aal: Aal; clientAddress: string | null };

/** The signed-in admin behind a request, for the audit entry of what they decide. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const { userId, aal } = signedIn(request);
  return { actorId: userId, aal, clientAddress: request.clientAddress || null };
}

/**
 * The admin behind an action, read in the action's transaction as the database has them now: an
 * account gone, suspended, demoted or at aal1 since the request was let in is refused with the
 * one answer the admin routes give (`adminRefusal`), and nothing is written. Every service that
 * acts as an admin asks this, and checks the admin's row no other way.
 */
export async function adminActing(
  users: { findById(id: string): Promise<UserRow | undefined> },
  actor: AuditActor,
): Promise<UserRow> {
  const admin = await users.findById(actor.actorId);
  const refusal = adminRefusal(
    admin && !admin.suspendedAt ? { userId: admin.id, role: admin.role, aal: actor.aal } : undefined,
  );
  if (!admin || refusal) throw refusal ?? AppError.forbidden();
  return admin;
}

/** The audit log: what admins did, by whom, from where; written by each deciding area in its transaction. */
export async function register(app: FastifyInstance, { db }: Infrastructure) {
  const audit = new AuditService({ audit: new AuditRepository(db) });
  await app.register(auditRoutes, { audit });
  return { audit };
}
