import type { PaymentMethod } from '@creators-archive/contract';
import { ErrorReason } from '@creators-archive/contract';
import type { PaymentMethodRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import type { PaymentMethodsRepository } from './payment-methods.repository';
import { deactivateAuthorizationJob } from './subscriptions.jobs';
import type { SubscriptionsRepositories } from './subscriptions-repositories';
import { reasonError } from '../../i18n/error-messages';

const methodNotFound = () => reasonError(404, ErrorReason.paymentMethodNotFound);

/** What a member sees of a saved card: never the code that charges it. */
function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    bank: row.bank,
    isDefault: row.isDefault,
  };
}

/** A member's saved cards. Cards are added by a card check's payment, settled like any other. */
export class PaymentMethodsService {
  constructor(
    private readonly deps: {
      paymentMethods: PaymentMethodsRepository;
      transaction: Transaction<Pick<SubscriptionsRepositories, 'paymentMethods' | 'users' | 'jobs'>>;
      clock: Clock;
    },
  ) {}

  async list(userId: string): Promise<PaymentMethod[]> {
    return (await this.deps.paymentMethods.findByUser(userId)).map(toPaymentMethod);
  }

  async makeDefault(userId: string, id: string): Promise<PaymentMethod[]> {
    return this.change(userId, (paymentMethods) => paymentMethods.makeDefault(userId, id));
  }

  /** Forgets the card here and, by a job queued with the removal, at the provider. */
  async remove(userId: string, id: string): Promise<PaymentMethod[]> {
    return this.change(userId, async (paymentMethods, jobs) => {
      const authorizationCode = await paymentMethods.delete(userId, id);
      if (authorizationCode === undefined) return false;
      await jobs.enqueue(deactivateAuthorizationJob, { authorizationCode }, this.deps.clock.now());
      return true;
    });
  }

  /** Under the member's row lock, as saving a card takes it: one default at a time. */
  private async change(
    userId: string,
    apply: (paymentMethods: PaymentMethodsRepository, jobs: JobQueue) => Promise<boolean>,
  ): Promise<PaymentMethod[]> {
    const rows = await this.deps.transaction(async ({ users, paymentMethods, jobs }) => {
      await users.lockById(userId);
      if (!(await apply(paymentMethods, jobs))) throw methodNotFound();
      return paymentMethods.findByUser(userId);
    });
    return rows.map(toPaymentMethod);
  }
}
