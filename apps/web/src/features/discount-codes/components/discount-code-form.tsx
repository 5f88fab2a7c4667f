import type { Plan } from '@creators-archive/contract';
import {
  ZCreateDiscountCodeRequest,
  type CreateDiscountCodeRequest,
} from '@creators-archive/contract/admin/create-discount-code';
import {
  builtInCurrencies as currencies,
  minorUnitDigits,
} from '@creators-archive/contract/subscriptions/currencies';
import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { pageLanguage } from '../../../i18n/i18n';
import { translator, useT } from '../../../i18n/use-t';
import { useReadableMessage } from '../../../lib/form-errors';
import { ApiRequestError } from '../../../lib/query-client';
import { useCreateDiscountCode } from '../api/create-discount-code';
import type { AdminDiscountCode } from '../api/find-discount-codes';

/** A day from a date box (YYYY-MM-DD) as the start or the end of that day where the admin is. */
function dayBoundary(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moment = end ? new Date(year, month - 1, date, 23, 59, 59) : new Date(year, month - 1, date);
  return moment.toISOString();
}

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The boxes as typed, turned into the contract's request and checked with its schema: a percent
 * is the number itself, a fixed amount is typed in major units and sent in minor units.
 */
const ZDiscountCodeForm = z
  .object({
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    // Read when the form is checked, in the page's language.
    value: z
      .string()
      .trim()
      .min(1, { error: () => translator(pageLanguage())('admin.discountCodes.form.valueMissing') }),
    currency: z.enum(currencies),
    planIds: z.array(z.string()),
    startsAt: z.string(),
    expiresAt: z.string(),
    maxRedemptions: z.string(),
  })
  .transform((form): CreateDiscountCodeRequest => {
    const startsAt = dayBoundary(form.startsAt, false);
    const expiresAt = dayBoundary(form.expiresAt, true);
    return {
      code: form.code,
      kind: form.kind,
      value:
        form.kind === 'fixed'
          ? Math.round(numberOrNaN(form.value) * 10 ** minorUnitDigits[form.currency])
          : numberOrNaN(form.value),
      ...(form.kind === 'fixed' && { currency: form.currency }),
      ...(form.planIds.length > 0 && { planIds: form.planIds }),
      ...(startsAt && { startsAt }),
      ...(expiresAt && { expiresAt }),
      ...(form.maxRedemptions.trim() !== '' && { maxRedemptions: Number(form.maxRedemptions) }),
    };
  })
  .pipe(ZCreateDiscountCodeRequest);

type DiscountCodeFormProps = {
  plans: readonly Plan[];
  onCreated: (code: AdminDiscountCode) => void;
  onCancel: () => void;
};

const selectClasses =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs aria-invalid:border-red-600';

/** A new discount code (admins), with the API's field errors beside the fields. */
export function DiscountCodeForm({ plans, onCreated, onCancel }: DiscountCodeFormProps) {
  const form = useContractForm(ZDiscountCodeForm, {
    code: '',
    kind: 'percent',
    value: '',
    currency: 'NGN',
    planIds: [],
    startsAt: '',
    expiresAt: '',
    maxRedemptions: '',
  });
  const create = useCreateDiscountCode();
  const t = useT();
  const readable = useReadableMessage();
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      onCreated(await create.mutateAsync(request));
    } catch (error) {
      if (error instanceof ApiRequestError) form.showServerError(error);
      else form.showAlert((error as Error).message);
    }
  });

  return (
    <form
      aria-label={t('admin.discountCodes.form.title')}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <FormAlert message={form.alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('admin.discountCodes.code')}
          autoComplete="off"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SelectField label={t('admin.discountCodes.form.kind')} error={errors.kind?.message}>
          <select className={selectClasses} {...form.register('kind')}>
            <option value="percent">{t('admin.discountCodes.form.percent')}</option>
            <option value="fixed">{t('admin.discountCodes.form.fixed')}</option>
          </select>
        </SelectField>
        <TextField
          label={t('admin.discountCodes.form.value')}
          inputMode="decimal"
          placeholder={kind === 'percent' ? '10' : '2000'}
          error={errors.value?.message}
          {...form.register('value')}
        />
        {kind === 'fixed' && (
          <SelectField label={t('admin.discountCodes.form.currency')} error={errors.currency?.message}>
            <select className={selectClasses} {...form.register('currency')}>
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </SelectField>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{t('admin.discountCodes.form.plans')}</legend>
        {plans.map((plan) => (
          <label key={plan.id} className="flex items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" value={plan.id} {...form.register('planIds')} />
            {plan.name}
          </label>
        ))}
        {errors.planIds?.message && (
          <p className="text-sm text-red-700">{readable(errors.planIds.message)}</p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label={t('admin.discountCodes.form.starts')}
          type="date"
          error={errors.startsAt?.message}
          {...form.register('startsAt')}
        />
        <TextField
          label={t('admin.discountCodes.form.expires')}
          type="date"
          error={errors.expiresAt?.message}
          {...form.register('expiresAt')}
        />
        <TextField
          label={t('admin.discountCodes.form.limit')}
          inputMode="numeric"
          error={errors.maxRedemptions?.message}
          {...form.register('maxRedemptions')}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {t('admin.discountCodes.form.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A label around a select, with its error below. */
function SelectField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: ReactElement;
}) {
  const readable = useReadableMessage();
  return (
    <div className="space-y-1.5">
      <label className="block space-y-1.5 text-sm font-medium text-stone-800">
        <span className="block">{label}</span>
        {children}
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {readable(error)}
        </p>
      )}
    </div>
  );
}
