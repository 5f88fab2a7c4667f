import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useT, type Translate } from '../../../i18n/use-t';
import { goToHostedCheckout } from '../../../lib/hosted-checkout';
import { notify } from '../../../lib/notify';
import { useCreatePaymentMethod } from '../api/create-payment-method';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { usePaymentMethods, type PaymentMethod } from '../api/find-payment-methods';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';

/** A card's brand as people write it: visa → Visa. */
function brandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

function cardName(card: Pick<PaymentMethod, 'brand' | 'last4'>, t: Translate): string {
  return t('billing.cards.name', { brand: brandName(card.brand), last4: card.last4 });
}

/**
 * The member's saved cards: which one renewals charge, making another the default, removing one,
 * and adding one through the provider's card check (paid in `currency`, or the member's country's).
 */
export function PaymentMethods({ currency }: { currency?: Currency | undefined }) {
  const t = useT();
  const cards = usePaymentMethods();
  const add = useCreatePaymentMethod();
  const [leaving, setLeaving] = useState(false);

  const addCard = async () => {
    try {
      const checkout = await add.mutateAsync(currency ? { currency } : {});
      if (goToHostedCheckout(checkout.authorizationUrl)) setLeaving(true);
      else notify.error(t('subscriptions.checkout.paymentPageNotOpened'));
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <section
      aria-labelledby="payment-methods-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-methods-heading" className="text-lg font-semibold text-stone-900">
          {t('billing.cards.heading')}
        </h2>
        <Button variant="secondary" disabled={add.isPending || leaving} onClick={() => void addCard()}>
          {t('billing.cards.add')}
        </Button>
      </div>
      <p className="text-xs text-stone-600">{t('billing.cards.addingCharges')}</p>
      {cards.isPending && <Spinner label={t('billing.cards.loading')} />}
      {cards.isError && (
        <p role="alert" className="text-sm text-red-700">
          {cards.error.message}
        </p>
      )}
      {cards.data?.length === 0 && <p className="text-sm text-stone-600">{t('billing.cards.none')}</p>}
      {cards.data && cards.data.length > 0 && (
        <ul aria-label={t('billing.cards.saved')} className="divide-y divide-stone-100">
          {cards.data.map((card) => (
            <CardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CardRow({ card }: { card: PaymentMethod }) {
  const t = useT();
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useDeletePaymentMethod();
  const name = cardName(card, t);

  const makeDefault = async () => {
    try {
      await setDefault.mutateAsync(card.id);
      notify.success(t('billing.cards.madeDefault', { card: name }));
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const removeCard = async () => {
    try {
      await remove.mutateAsync(card.id);
      notify.success(t('billing.cards.removed', { card: name }));
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <li aria-label={name} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="flex items-center gap-2 text-sm font-medium text-stone-900">
          {brandName(card.brand)} <span>•••• {card.last4}</span>
          {card.isDefault && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
              {t('billing.cards.default')}
            </span>
          )}
        </p>
        <p className="text-xs text-stone-600">
          {t('billing.cards.expires', { month: card.expMonth.padStart(2, '0'), year: card.expYear })}
          {card.bank && ` · ${card.bank}`}
        </p>
      </div>
      <div className="flex gap-2">
        {!card.isDefault && (
          <Button variant="secondary" disabled={setDefault.isPending} onClick={() => void makeDefault()}>
            {t('billing.cards.makeDefault')}
          </Button>
        )}
        <ConfirmDialog
          trigger={<Button variant="ghost">{t('billing.cards.remove')}</Button>}
          title={t('billing.cards.removeTitle', { card: name })}
          confirmLabel={t('billing.cards.removeConfirm')}
          onConfirm={removeCard}
        >
          {card.isDefault ? t('billing.cards.removeDefaultText') : t('billing.cards.removeText')}
        </ConfirmDialog>
      </div>
    </li>
  );
}
