import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { ContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { ContactService } from './contact.service';

/** The contact form: each message is kept and mailed to the team. */
export async function register(app: FastifyInstance, infrastructure: Infrastructure) {
  const { config, transactions, clock, counters, jobs } = infrastructure;
  const contact = new ContactService({
    transaction: transactions.over((scope) => ({
      contact: new ContactRepository(scope.db),
      jobs: jobs.queueOn(scope),
    })),
    teamEmail: config.contact.email,
    clock,
    counters,
    perAddressPerHour: config.contact.perHour,
  });
  await app.register(contactRoutes, { contact, perHour: config.contact.perHour });
}
