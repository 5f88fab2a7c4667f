import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { PaystackProvider } from './paystack';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox';
import { SandboxPaymentsRepository } from './sandbox-payments.repository';

/** The provider the configuration names; the sandbox also, when it is the one, for its checkout page. */
export function createPayments(
  config: Config,
  db: Database,
  clock: Clock,
): { provider: PaymentProvider; sandbox: SandboxProvider | undefined } {
  if (config.payments.provider === 'paystack') {
    const { secretKey, baseUrl } = config.payments;
    return { provider: new PaystackProvider({ secretKey, baseUrl }), sandbox: undefined };
  }
  const sandbox = new SandboxProvider({
    payments: new SandboxPaymentsRepository(db),
    publicUrl: config.publicUrl,
    clock,
  });
  return { provider: sandbox, sandbox };
}
