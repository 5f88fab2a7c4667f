import type { PaymentMethod } from '@creators-archive/contract';
import { ErrorReason } from '@creators-archive/contract';
import type { PaymentMethodRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import { AppError } from '../../lib/app-error';
import type { PaymentMethodsRepository } from './payment-methods.repository';
import type { SubscriptionsRepositories } from './subscriptions-repositories';

const methodNotFound = () =>
  new AppError(404, ErrorReason.paymentMethodNotFound, 'No saved card of yours has this id');

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
      transaction: Transaction<Pick<SubscriptionsRepositories, 'paymentMethods' | 'users'>>;
    },
  ) {}

  async list(userId: string): Promise<PaymentMethod[]> {
    return (await this.deps.paymentMethods.findByUser(userId)).map(toPaymentMethod);
  }

  async makeDefault(userId: string, id: string): Promise<PaymentMethod[]> {
    return this.change(userId, (paymentMethods) => paymentMethods.makeDefault(userId, id));
  }

  async remove(userId: string, id: string): Promise<PaymentMethod[]> {
    return this.change(userId, (paymentMethods) => paymentMethods.delete(userId, id));
  }

  /** Under the member's row lock, as saving a card takes it: one default at a time. */
  private async change(
    userId: string,
    apply: (paymentMethods: PaymentMethodsRepository) => Promise<boolean>,
  ): Promise<PaymentMethod[]> {
    const rows = await this.deps.transaction(async ({ users, paymentMethods }) => {
      await users.lockById(userId);
      if (!(await apply(paymentMethods))) throw methodNotFound();
      return paymentMethods.findByUser(userId);
    });
    return rows.map(toPaymentMethod);
  }
}
