import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { PaystackAccounts } from './paystack-accounts';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox';
import { SandboxPaymentsRepository } from './sandbox-payments.repository';

/**
 * The provider the configuration names: Paystack through its accounts (one business per
 * country), or the sandbox, which is also returned for its checkout page.
 */
export function createPayments(
  config: Config,
  db: Database,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'error'>,
): { provider: PaymentProvider; sandbox: SandboxProvider | undefined } {
  if (config.payments.provider === 'paystack') {
    const { accounts, baseUrl, timeoutMs } = config.payments;
    return { provider: new PaystackAccounts({ accounts, baseUrl, timeoutMs, log }), sandbox: undefined };
  }
  const sandbox = new SandboxProvider({
    payments: new SandboxPaymentsRepository(db),
    publicUrl: config.publicUrl,
    clock,
  });
  return { provider: sandbox, sandbox };
}
