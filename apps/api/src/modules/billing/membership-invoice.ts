import type { PaymentRow, UserRow } from '../../db/schema';
import { translatorFor } from '../../i18n/translate';
import type { PaymentAccount } from '../../payments/accounts';
import { issuerForCurrency, type NewInvoice } from '../invoices';

/**
 * The invoice of a payment for a plan, for the period it paid, in the member's language, issued by
 * the seller of the payment's currency.
 */
export function membershipInvoice(
  payment: PaymentRow,
  user: UserRow,
  plan: { name: string; interval: 'month' | 'year' },
  { periodStart, periodEnd }: { periodStart: Date; periodEnd: Date },
  now: Date,
  accounts: readonly PaymentAccount[],
): NewInvoice {
  return {
    issuer: issuerForCurrency(accounts, payment.currency),
    userId: user.id,
    paymentReference: payment.reference,
    issuedAt: now,
    buyerName: user.fullName,
    buyerEmail: user.email,
    // Written in the member's language, as the invoice's other words are when it is drawn.
    locale: user.locale,
    description: translatorFor(user.locale)('billing.invoiceDocument.membership', {
      plan: plan.name,
      interval: plan.interval,
    }),
    periodStart,
    periodEnd,
    currency: payment.currency,
    amountBefore: payment.amountBefore,
    discount: payment.discount,
    discountCode: payment.discountCode,
    total: payment.amount,
  };
}
