import type { Plan } from '@creators-archive/contract';
import { ZEmail, ZFullName, ZPassword, ZPhone } from '@creators-archive/contract/entities/user';
import { ZOptionalDiscountCode } from '@creators-archive/contract/subscriptions/checkout-fields';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT, type Translate } from '../../../i18n/use-t';
import { goToHostedCheckout } from '../../../lib/hosted-checkout';
import { ApiRequestError } from '../../../lib/query-client';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useStartCheckout, type Checkout } from '../api/start-checkout';
import { keepClaim } from '../checkout-claim';
import { priceIn } from '../plan-price';
import { DiscountPrice } from './discount-price';
import { PricePerInterval } from './price-per-interval';

type CheckoutFormProps = {
  plan: Plan;
  currency: Currency;
  /**
   * `visitor`: the join page asks for the account too; `member`: the join page, signed in;
   * `billing`: the billing page's checkout, signed in.
   */
  payer: 'visitor' | 'member' | 'billing';
  /** Back to the plans. */
  onBack: () => void;
  /** Under the price: what paying now means for this member. */
  note?: ReactNode;
  /** The discount code the field starts with: an e-mailed link's `/join?code=`. */
  discountCode?: string | undefined;
};

// An empty phone box means no phone, which the contract expresses as a missing field.
const ZPhoneBox = z
  .literal('')
  .transform(() => undefined)
  .or(ZPhone)
  .optional();

/** A visitor's checkout: the account's details (the registration rules) and an optional code. */
const ZVisitorCheckoutForm = z.object({
  fullName: ZFullName,
  email: ZEmail,
  phone: ZPhoneBox,
  password: ZPassword,
  discountCode: ZOptionalDiscountCode,
});

const ZMemberCheckoutForm = z.object({ discountCode: ZOptionalDiscountCode });

/** The chosen plan and its price, the fields this payer fills in, then the provider's checkout. */
export function CheckoutForm({ plan, currency, payer, onBack, note, discountCode = '' }: CheckoutFormProps) {
  const t = useT();
  const price = priceIn(plan, currency);
  return (
    <section aria-labelledby="checkout-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="checkout-heading" className="text-lg font-semibold text-stone-900">
          {plan.name}
        </h2>
        <Button variant="ghost" onClick={onBack}>
          {t('subscriptions.checkout.seeAllPlans')}
        </Button>
      </div>
      {price !== undefined && (
        <p className="text-2xl font-semibold text-stone-900">
          <PricePerInterval
            amount={price}
            currency={currency}
            interval={plan.interval}
            periodClassName="text-sm font-normal text-stone-600"
          />
        </p>
      )}
      {note}
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        {payer === 'visitor' ? (
          <VisitorForm plan={plan} currency={currency} discountCode={discountCode} />
        ) : (
          <MemberForm
            plan={plan}
            currency={currency}
            via={payer === 'member' ? 'join' : 'billing'}
            discountCode={discountCode}
          />
        )}
      </div>
      <p className="text-xs text-stone-600">{t('subscriptions.checkout.payOnProviderPage')}</p>
    </section>
  );
}

type PlanInCurrency = { plan: Plan; currency: Currency };

function VisitorForm({ plan, currency, discountCode }: PlanInCurrency & { discountCode: string }) {
  const t = useT();
  const form = useContractForm(ZVisitorCheckoutForm, {
    fullName: '',
    email: '',
    phone: '',
    password: '',
    discountCode,
  });
  const join = useJoinWaitlist();
  const code = useWatch({ control: form.control, name: 'discountCode' });
  const { errors, isSubmitting } = form.formState;
  const [leaving, setLeaving] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const checkout = await join.mutateAsync({ planId: plan.id, currency, ...values });
      if (checkout.claimToken) keepClaim(checkout.reference, checkout.claimToken);
      leave(checkout, setLeaving, form.showAlert, t);
    } catch (error) {
      if (error instanceof ApiRequestError) form.showServerError(error);
      else form.showAlert((error as Error).message);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={form.alert} />
      <p className="text-sm text-stone-600">{t('subscriptions.checkout.accountMadeOnPayment')}</p>
      <TextField
        label={t('subscriptions.checkout.fullName')}
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label={t('subscriptions.checkout.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('subscriptions.checkout.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label={t('subscriptions.checkout.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <DiscountCodeField
        code={code}
        plan={plan}
        currency={currency}
        error={errors.discountCode?.message}
        {...form.register('discountCode')}
      />
      <ContinueButton busy={isSubmitting || leaving} />
    </form>
  );
}

function MemberForm({
  plan,
  currency,
  via,
  discountCode,
}: PlanInCurrency & { via: 'join' | 'billing'; discountCode: string }) {
  const t = useT();
  const form = useContractForm(ZMemberCheckoutForm, { discountCode });
  const join = useJoinWaitlist();
  const checkout = useStartCheckout();
  const code = useWatch({ control: form.control, name: 'discountCode' });
  const { errors, isSubmitting } = form.formState;
  const [leaving, setLeaving] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    const request = { planId: plan.id, currency, ...values };
    try {
      const started = via === 'join' ? await join.mutateAsync(request) : await checkout.mutateAsync(request);
      leave(started, setLeaving, form.showAlert, t);
    } catch (error) {
      if (error instanceof ApiRequestError) form.showServerError(error);
      else form.showAlert((error as Error).message);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={form.alert} />
      <DiscountCodeField
        code={code}
        plan={plan}
        currency={currency}
        error={errors.discountCode?.message}
        {...form.register('discountCode')}
      />
      <ContinueButton busy={isSubmitting || leaving} />
    </form>
  );
}

/** Off to the provider's checkout; the button stays disabled while the browser leaves. */
function leave(
  checkout: Checkout,
  setLeaving: (leaving: boolean) => void,
  showAlert: (message: string) => void,
  t: Translate,
) {
  if (goToHostedCheckout(checkout.authorizationUrl)) setLeaving(true);
  else showAlert(t('subscriptions.checkout.paymentPageNotOpened'));
}

function ContinueButton({ busy }: { busy: boolean }) {
  const t = useT();
  return (
    <Button type="submit" disabled={busy} className="w-full">
      {t('subscriptions.checkout.continueToPayment')}
    </Button>
  );
}

type DiscountCodeFieldProps = PlanInCurrency &
  Omit<ComponentProps<typeof TextField>, 'label'> & {
    /** What is typed in the field so far. */
    code: string | undefined;
  };

/** The optional code, and what it does to the price as it is typed. */
function DiscountCodeField({ code, plan, currency, error, ...input }: DiscountCodeFieldProps) {
  const t = useT();
  return (
    <div className="space-y-2">
      <TextField
        label={t('subscriptions.checkout.discountCode')}
        autoComplete="off"
        error={error}
        {...input}
      />
      <DiscountPrice code={code ?? ''} plan={plan} currency={currency} />
    </div>
  );
}
