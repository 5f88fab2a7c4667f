import type { BillingDetails } from '@creators-archive/contract/invoices/billing-details';
import { ZBillingDetailsRequest } from '@creators-archive/contract/invoices/update-billing-details';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { useBillingDetails, useUpdateBillingDetails } from '../api/billing-details';

/**
 * The billing name, address and tax number printed on the invoices issued to the member from now
 * on; invoices already issued keep what they were issued with.
 */
export function BillingDetailsSection() {
  const t = useT();
  const details = useBillingDetails();

  return (
    <section
      aria-labelledby="billing-details-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="billing-details-heading" className="text-lg font-semibold text-stone-900">
        {t('billing.details.heading')}
      </h2>
      <p className="text-sm text-stone-600">{t('billing.details.intro')}</p>
      {details.isPending && <Spinner label={t('billing.details.loading')} />}
      {details.isError && (
        <p role="alert" className="text-sm text-red-700">
          {details.error.message}
        </p>
      )}
      {details.data && <BillingDetailsForm details={details.data} />}
    </section>
  );
}

function BillingDetailsForm({ details }: { details: BillingDetails }) {
  const t = useT();
  const save = useUpdateBillingDetails();
  const form = useContractForm(ZBillingDetailsRequest, {
    name: details.name ?? '',
    address: details.address ?? '',
    taxNumber: details.taxNumber ?? '',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    const response = await save.mutateAsync(request);
    if (response.success) notify.success(t('billing.details.saved'));
    else form.showServerError(response.error);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormAlert message={form.alert} />
      <TextField
        label={t('billing.details.name')}
        aria-description={t('billing.details.nameHint')}
        placeholder={t('billing.details.nameHint')}
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextAreaField
        label={t('billing.details.address')}
        autoComplete="street-address"
        rows={3}
        error={errors.address?.message}
        {...form.register('address')}
      />
      <TextField
        label={t('billing.details.taxNumber')}
        autoComplete="off"
        error={errors.taxNumber?.message}
        {...form.register('taxNumber')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('billing.details.save')}
      </Button>
    </form>
  );
}
