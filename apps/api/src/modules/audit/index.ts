import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { signedIn } from '../../plugins/auth';
import { AuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { AuditService } from './audit.service';

export { AuditRepository } from './audit.repository';
export type { AuditEntryInput } from './audit.repository';
export type { AuditService } from './audit.service';

/** Who did an admin action and from where; the deciding service adds their e-mail as it is now. */
export type AuditActor = { actorId: string; clientAddress: string | null };

/** The signed-in admin behind a request, for the audit entry of what they decide. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return { actorId: signedIn(request).userId, clientAddress: request.clientAddress || null };
}

/** The audit log: what admins did, by whom, from where; written by each deciding area in its transaction. */
export async function register(app: FastifyInstance, { db }: Infrastructure) {
  const audit = new AuditService({ audit: new AuditRepository(db) });
  await app.register(auditRoutes, { audit });
  return { audit };
}
