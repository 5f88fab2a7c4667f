import type { Scope } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import type { Jobs } from '../../jobs/jobs';
import { InvoicesRepository } from '../invoices';
import { PlansRepository } from '../plans';
import { UsersRepository } from '../users';
import { PaymentMethodsRepository } from './payment-methods.repository';
import { PaymentsRepository } from './payments.repository';
import { SubscriptionsRepository } from './subscriptions.repository';

/**
 * What settling a payment and renewing a subscription write, bound on one scope: this area's
 * tables, the member's row (users), the plan read, the invoice (invoices) and queued jobs.
 */
export type SubscriptionsRepositories = {
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  paymentMethods: PaymentMethodsRepository;
  users: UsersRepository;
  plans: PlansRepository;
  invoices: InvoicesRepository;
  jobs: JobQueue;
};

export function subscriptionsRepositoriesOn(scope: Scope, jobs: Jobs): SubscriptionsRepositories {
  return {
    payments: new PaymentsRepository(scope.db),
    subscriptions: new SubscriptionsRepository(scope.db),
    paymentMethods: new PaymentMethodsRepository(scope.db),
    users: new UsersRepository(scope.db),
    plans: new PlansRepository(scope.db),
    invoices: new InvoicesRepository(scope.db),
    jobs: jobs.queueOn(scope),
  };
}
