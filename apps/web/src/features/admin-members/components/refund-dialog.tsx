import {
  ZRefundMembership,
  ZRefundPaymentBody,
  type RefundMembership,
  type RefundPaymentBody,
} from '@creators-archive/contract/admin/refund-payment';
import { minorUnitDigitsOf, type Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { MessageId } from '@creators-archive/i18n';
import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { pageLanguage } from '../../../i18n/i18n';
import { translator, useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import type { AdminTransaction } from '../api/get-member';
import { useRefundPayment } from '../api/member-actions';

/**
 * An amount typed in major units, with a point or a comma (as French writes it) before at most the
 * currency's digits, in minor units; undefined when it is not such a number.
 */
export function toMinorUnits(typed: string, currency: Currency): number | undefined {
  const digits = minorUnitDigitsOf(currency);
  const amount = typed.trim();
  const pattern = digits > 0 ? new RegExp(`^\\d+([.,]\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(amount)) return undefined;
  return Math.round(Number(amount.replace(',', '.')) * 10 ** digits);
}

/** What is left to give back of a payment, in minor units. */
const leftToRefund = (transaction: AdminTransaction) => transaction.amount - transaction.refundedAmount;

/** A payment held for review bought no membership, so its refund has none to change. */
const boughtMembership = (transaction: AdminTransaction) => transaction.status !== 'needs_review';

/**
 * The dialog's boxes as typed, checked as the API checks them: an empty amount is all that is left,
 * any other must be above zero and not above what is left. The messages are read when the form is
 * checked, in the page's language.
 */
function refundFormOf(transaction: AdminTransaction) {
  const { currency } = transaction;
  const digits = minorUnitDigitsOf(currency);
  const example = digits > 0 ? `2500.${'5'.padEnd(digits, '0')}` : '2500';
  return z
    .object({
      reason: z.string(),
      amount: z
        .string()
        .refine((typed) => typed.trim() === '' || (toMinorUnits(typed, currency) ?? 0) > 0, {
          error: () => translator(pageLanguage())('admin.member.payments.refund.amountInvalid', { example }),
        })
        .refine((typed) => (toMinorUnits(typed, currency) ?? 0) <= leftToRefund(transaction), {
          error: 'validation.refundAmountTooLarge',
        }),
      membership: ZRefundMembership,
    })
    .transform((form): RefundPaymentBody => ({
      reason: form.reason,
      ...(form.amount.trim() !== '' && { amount: toMinorUnits(form.amount, currency) }),
      ...(boughtMembership(transaction) && { membership: form.membership }),
    }))
    .pipe(ZRefundPaymentBody);
}

/** Each choice for the membership, with the line that explains it. */
const membershipChoices: Record<RefundMembership, { label: MessageId; hint: MessageId }> = {
  end_now: {
    label: 'admin.member.payments.refund.membership.end_now',
    hint: 'admin.member.payments.refund.membership.hint.end_now',
  },
  end_at_period_end: {
    label: 'admin.member.payments.refund.membership.end_at_period_end',
    hint: 'admin.member.payments.refund.membership.hint.end_at_period_end',
  },
  keep: {
    label: 'admin.member.payments.refund.membership.keep',
    hint: 'admin.member.payments.refund.membership.hint.keep',
  },
};

type RefundDialogProps = { memberId: string; transaction: AdminTransaction };

/**
 * Refunds a payment with the reason, all that is left of it or a part typed in its currency, and
 * what becomes of the membership it bought: ended now for all of it, kept for a part, until the
 * admin picks otherwise.
 */
export function RefundDialog({ memberId, transaction }: RefundDialogProps) {
  const t = useT();
  const locale = useLocale();
  const refund = useRefundPayment(memberId);
  const choicesId = useId();
  const { reference, currency } = transaction;
  const left = leftToRefund(transaction);
  const schema = useMemo(() => refundFormOf(transaction), [transaction]);
  // Once the admin picks what becomes of the membership, the amount no longer changes it.
  const [membershipPicked, setMembershipPicked] = useState(false);
  const suggestedMembership = (typed: string): RefundMembership => {
    const amount = toMinorUnits(typed, currency);
    return amount !== undefined && amount < left ? 'keep' : 'end_now';
  };

  const { form, dialog } = useFormDialog(
    schema,
    { reason: '', amount: '', membership: 'end_now' },
    async (body) => {
      const answer = await refund.mutateAsync({ reference, body });
      const amount = formatMoney(body.amount ?? left, currency, locale);
      // Said here, where the answer tells whether the provider refunded at once (the sandbox) or
      // will confirm later (Paystack, by webhook).
      notify.success(
        answer.refund === 'processed'
          ? t('admin.member.payments.refund.done', { amount })
          : t('admin.member.payments.refund.pending', { amount }),
      );
    },
  );
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialog}
      onOpenChange={(open) => {
        if (open) setMembershipPicked(false);
        dialog.onOpenChange(open);
      }}
      trigger={<Button variant="secondary">{t('admin.member.payments.refund.action')}</Button>}
      title={t('admin.member.payments.refund.title', { amount: formatMoney(left, currency, locale) })}
      description={t('admin.member.payments.refund.description', {
        date: formatDate(transaction.paidAt ?? transaction.createdAt, locale),
        reference,
      })}
      confirmLabel={t('admin.member.payments.refund.confirm')}
    >
      <TextField
        label={t('admin.member.payments.refund.amount', { currency })}
        hint={t('admin.member.payments.refund.amountHint', {
          amount: formatMoney(left, currency, locale),
        })}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...form.register('amount', {
          onChange: (event: { target: { value: string } }) => {
            if (!membershipPicked) form.setValue('membership', suggestedMembership(event.target.value));
          },
        })}
      />
      {boughtMembership(transaction) ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">
            {t('admin.member.payments.refund.membership.label')}
          </legend>
          {ZRefundMembership.options.map((choice) => (
            <div key={choice} className="flex items-start gap-3 text-sm">
              <input
                id={`${choicesId}-${choice}`}
                type="radio"
                value={choice}
                aria-describedby={`${choicesId}-${choice}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-stone-900"
                // A click on the choice already made picks it too, though it changes nothing.
                onClick={() => setMembershipPicked(true)}
                {...form.register('membership')}
              />
              <div>
                <label htmlFor={`${choicesId}-${choice}`} className="font-medium text-stone-900">
                  {t(membershipChoices[choice].label)}
                </label>
                <p id={`${choicesId}-${choice}-hint`} className="text-stone-600">
                  {t(membershipChoices[choice].hint)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      ) : (
        <p className="text-sm text-stone-600">{t('admin.member.payments.refund.heldForReview')}</p>
      )}
      <TextAreaField
        label={t('admin.member.payments.refund.reason')}
        rows={3}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
