import type { Locale } from '@creators-archive/i18n';
import type { UsersRepository } from '../users';
import type { PaymentsRepository } from './payments.repository';

/**
 * The language a payment's buyer reads, as their e-mails are written in it: a visitor's, kept
 * with their registration until the payment settles; then, and for a member, their setting.
 * Undefined for a payment not ours, or a registration kept before members had a language.
 */
export async function buyerLocaleOf(
  reference: string,
  deps: { payments: Pick<PaymentsRepository, 'find'>; users: Pick<UsersRepository, 'findById'> },
): Promise<Locale | undefined> {
  const payment = await deps.payments.find(reference);
  if (payment?.signup?.locale) return payment.signup.locale;
  return payment?.userId ? (await deps.users.findById(payment.userId))?.locale : undefined;
}
