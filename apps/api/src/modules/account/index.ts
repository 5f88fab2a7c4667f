import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { authRepositoriesOn, type MfaService } from '../auth';
import { UsersRepository } from '../users';
import { accountRoutes } from './account.routes';
import { AccountService } from './account.service';

export type { AccountService } from './account.service';

/**
 * Password and e-mail change, and account deletion, which runs the deletion steps other areas add
 * with `account.addDeletionStep`.
 */
export async function register(
  app: FastifyInstance,
  infrastructure: Infrastructure,
  needs: { mfa: MfaService },
) {
  const { config, db, transactions, clock, passwords } = infrastructure;
  const account = new AccountService({
    users: new UsersRepository(db),
    transaction: transactions.over((scope) => authRepositoriesOn(scope, infrastructure.jobs)),
    passwords,
    mfa: needs.mfa,
    clock,
    publicUrl: config.publicUrl,
  });
  await app.register(accountRoutes, { account, authRateLimit: config.rateLimit.authMax });
  return { account };
}
