import {
  ZCreatePlanBody,
  ZUpdatePlanBody,
  type AdminPlan,
  type CreatePlanBody,
  type UpdatePlanBody,
} from '@creators-archive/contract/admin/plans';
import {
  builtInCurrencies,
  isBuiltInCurrency,
  minimumAmountOf,
  minorUnitDigitsOf,
  type Currency,
} from '@creators-archive/contract/subscriptions/currencies';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { pageLanguage } from '../../../i18n/i18n';
import { T, translator, useT } from '../../../i18n/use-t';
import { firstMessageOf, useReadableMessage } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money';
import { ApiRequestError } from '../../../lib/query-client';
import { useCreatePlan, useUpdatePlan } from '../api/save-plan';

/** Prices are typed in major units and sent in minor units. */
const toMinorUnits = (price: string, currency: Currency) =>
  Math.round(Number(price) * 10 ** minorUnitDigitsOf(currency));

/**
 * A price as typed in `currency`: empty for a currency the plan is not sold in, otherwise at least
 * the provider's smallest charge, checked here so the message names the field it is about (for a
 * currency added by the server's configuration, whose minimum the page does not know, the API
 * checks it). The messages are read when the form is checked, in the page's language.
 */
const priceIn = (currency: Currency) => {
  const minimum = minimumAmountOf(currency);
  return z
    .string()
    .trim()
    .regex(/^(\d+(\.\d+)?)?$/, { error: () => translator(pageLanguage())('admin.plans.form.priceNotNumber') })
    .refine((price) => price === '' || minimum === undefined || toMinorUnits(price, currency) >= minimum, {
      error: () => {
        const language = pageLanguage();
        return translator(language)('admin.plans.form.priceTooLow', {
          amount: formatMoney(minimum ?? 0, currency, language.locale),
        });
      },
    });
};

/** The boxes as typed, the same for a new plan and an edited one. */
const ZPlanFormInput = z.object({
  code: z.string(),
  interval: z.enum(['month', 'year']),
  name: z.string(),
  description: z.string(),
  /** One feature per line. */
  features: z.string(),
  prices: z.record(z.string(), z.string()),
});
type PlanFormInput = z.input<typeof ZPlanFormInput>;

/**
 * The currencies a plan's form has a price box for: the five built in, and any other the plan is
 * already sold in (one the server's configuration added), so saving the form keeps its price.
 */
function currenciesOf(plan: AdminPlan | undefined): Currency[] {
  const added = (plan?.prices ?? [])
    .map((price) => price.currency)
    .filter((code) => !isBuiltInCurrency(code));
  return [...builtInCurrencies, ...added];
}

/** The boxes as typed, each price checked in its own currency. */
function planFormInput(currencies: readonly Currency[]) {
  return ZPlanFormInput.extend({
    prices: z.object(Object.fromEntries(currencies.map((currency) => [currency, priceIn(currency)]))),
  });
}

/** What the name, description, features and prices boxes say, as the contract's fields. */
function planFields(form: PlanFormInput) {
  return {
    name: form.name,
    description: form.description,
    features: form.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    prices: Object.entries(form.prices)
      .filter(([, price]) => price !== '')
      .map(([currency, price]) => ({ currency, amount: toMinorUnits(price, currency) })),
  };
}

/** A new plan is priced in the built-in currencies; one added by configuration is priced through the API. */
const ZNewPlanForm = planFormInput(builtInCurrencies)
  .transform((form): CreatePlanBody => ({ code: form.code, interval: form.interval, ...planFields(form) }))
  .pipe(ZCreatePlanBody);

const editPlanForm = (currencies: readonly Currency[]) =>
  planFormInput(currencies)
    .transform((form): UpdatePlanBody => planFields(form))
    .pipe(ZUpdatePlanBody);

function valuesOf(plan: AdminPlan | undefined, currencies: readonly Currency[]): PlanFormInput {
  const priceIn = (currency: Currency) => plan?.prices.find((price) => price.currency === currency);
  return {
    code: plan?.code ?? '',
    interval: plan?.interval ?? 'month',
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    features: plan?.features.join('\n') ?? '',
    prices: Object.fromEntries(
      currencies.map((currency) => {
        const price = priceIn(currency);
        return [currency, price ? String(price.amount / 10 ** minorUnitDigitsOf(currency)) : ''];
      }),
    ),
  };
}

type PlanFormProps = { onSaved: (plan: AdminPlan) => void; onCancel: () => void };

/** A new plan: its code and interval, which never change afterwards, then what every plan has. */
export function NewPlanForm({ onSaved, onCancel }: PlanFormProps) {
  const form = useContractForm(ZNewPlanForm, valuesOf(undefined, builtInCurrencies));
  const create = useCreatePlan();
  const t = useT();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onSaved(await create.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiRequestError) form.showServerError(error);
      else form.showAlert((error as Error).message);
    }
  });

  return (
    <PlanFormFrame
      label={t('admin.plans.newPlan')}
      alert={form.alert}
      submitLabel={t('admin.plans.form.create')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onCancel}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('admin.plans.form.code')}
          autoComplete="off"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <div className="space-y-1.5">
          <label className="block space-y-1.5 text-sm font-medium text-stone-800">
            <span className="block">{t('admin.plans.form.interval')}</span>
            <select
              className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs"
              {...form.register('interval')}
            >
              <option value="month">{t('admin.plans.form.month')}</option>
              <option value="year">{t('admin.plans.form.year')}</option>
            </select>
          </label>
        </div>
      </div>
      <PlanFields currencies={builtInCurrencies} register={form.register} errors={errors} />
    </PlanFormFrame>
  );
}

/** An existing plan's name, description, features and prices; a new price applies from each member's next charge. */
export function EditPlanForm({ plan, onSaved, onCancel }: PlanFormProps & { plan: AdminPlan }) {
  const currencies = useMemo(() => currenciesOf(plan), [plan]);
  const schema = useMemo(() => editPlanForm(currencies), [currencies]);
  const form = useContractForm(schema, valuesOf(plan, currencies));
  const update = useUpdatePlan();
  const t = useT();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onSaved(await update.mutateAsync({ id: plan.id, body }));
    } catch (error) {
      if (error instanceof ApiRequestError) form.showServerError(error);
      else form.showAlert((error as Error).message);
    }
  });

  return (
    <PlanFormFrame
      label={t('admin.plans.edit', { name: plan.name })}
      alert={form.alert}
      submitLabel={t('admin.plans.form.save')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onCancel}
    >
      <p className="text-sm text-stone-600">
        <T
          id="admin.plans.form.fixed"
          values={{ code: plan.code, interval: plan.interval }}
          components={{ 0: <span className="font-mono" /> }}
        />
      </p>
      <PlanFields currencies={currencies} register={form.register} errors={errors} />
    </PlanFormFrame>
  );
}

type PlanFormFrameProps = {
  label: string;
  alert: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
};

function PlanFormFrame({
  label,
  alert,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
  children,
}: PlanFormFrameProps) {
  const t = useT();
  return (
    <form
      aria-label={label}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-stone-900">{label}</h2>
      <FormAlert message={alert} />
      {children}
      <div className="flex gap-2">
        <Button type="submit" disabled={submitting}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}

type PlanFieldsProps = {
  currencies: readonly Currency[];
  register: UseFormRegister<PlanFormInput>;
  errors: FieldErrors<PlanFormInput>;
};

/** Name, description, features one per line, and a price in each currency it is sold in. */
function PlanFields({ currencies, register, errors }: PlanFieldsProps) {
  const t = useT();
  const readable = useReadableMessage();
  // The contract's message about the prices as a whole (none given, one currency twice); its type
  // reads it as the price box of a currency named "message", as the boxes are keyed by currency.
  const pricesMessage = (errors.prices as { message?: string } | undefined)?.message;
  return (
    <>
      <TextField label={t('admin.plans.form.name')} error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label={t('admin.plans.form.description')}
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label={t('admin.plans.form.features')}
        rows={5}
        error={firstMessageOf(errors.features)}
        {...register('features')}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-stone-800">{t('admin.plans.form.prices')}</legend>
        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {currencies.map((currency) => (
            <TextField
              key={currency}
              label={t('admin.plans.form.priceIn', { currency })}
              inputMode="decimal"
              error={errors.prices?.[currency]?.message}
              {...register(`prices.${currency}`)}
            />
          ))}
        </div>
        {pricesMessage && (
          <p role="alert" className="text-sm text-red-700">
            {readable(pricesMessage)}
          </p>
        )}
      </fieldset>
    </>
  );
}
