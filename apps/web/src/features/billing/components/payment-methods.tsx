import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
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

export function cardName(card: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  return `${brandName(card.brand)} ending ${card.last4}`;
}

/**
 * The member's saved cards: which one renewals charge, making another the default, removing one,
 * and adding one through the provider's card check (paid in `currency`, or the member's country's).
 */
export function PaymentMethods({ currency }: { currency?: Currency | undefined }) {
  const cards = usePaymentMethods();
  const add = useCreatePaymentMethod();
  const [leaving, setLeaving] = useState(false);

  const addCard = async () => {
    try {
      const checkout = await add.mutateAsync(currency ? { currency } : {});
      if (goToHostedCheckout(checkout.authorizationUrl)) setLeaving(true);
      else notify.error('The payment page could not be opened. Nothing was charged.');
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
          Payment methods
        </h2>
        <Button variant="secondary" disabled={add.isPending || leaving} onClick={() => void addCard()}>
          Add card
        </Button>
      </div>
      <p className="text-xs text-stone-600">
        Adding a card charges the smallest amount the payment provider accepts and refunds it at once.
      </p>
      {cards.isPending && <Spinner label="Loading payment methods" />}
      {cards.isError && (
        <p role="alert" className="text-sm text-red-700">
          {cards.error.message}
        </p>
      )}
      {cards.data?.length === 0 && (
        <p className="text-sm text-stone-600">
          No saved cards. Without one, we e-mail you a link to pay when your membership renews.
        </p>
      )}
      {cards.data && cards.data.length > 0 && (
        <ul aria-label="Saved cards" className="divide-y divide-stone-100">
          {cards.data.map((card) => (
            <CardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CardRow({ card }: { card: PaymentMethod }) {
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useDeletePaymentMethod();
  const name = cardName(card);

  const makeDefault = async () => {
    try {
      await setDefault.mutateAsync(card.id);
      notify.success(`${name} is now your default card`);
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const removeCard = async () => {
    try {
      await remove.mutateAsync(card.id);
      notify.success(`${name} removed`);
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
              Default
            </span>
          )}
        </p>
        <p className="text-xs text-stone-600">
          Expires {card.expMonth.padStart(2, '0')}/{card.expYear}
          {card.bank && ` · ${card.bank}`}
        </p>
      </div>
      <div className="flex gap-2">
        {!card.isDefault && (
          <Button variant="secondary" disabled={setDefault.isPending} onClick={() => void makeDefault()}>
            Make default
          </Button>
        )}
        <ConfirmDialog
          trigger={<Button variant="ghost">Remove</Button>}
          title={`Remove ${name}?`}
          confirmLabel="Yes, remove"
          onConfirm={removeCard}
        >
          {card.isDefault
            ? 'Renewals will charge your newest other card, or e-mail you a link to pay when none is left.'
            : 'This card will no longer be available for payments.'}
        </ConfirmDialog>
      </div>
    </li>
  );
}
