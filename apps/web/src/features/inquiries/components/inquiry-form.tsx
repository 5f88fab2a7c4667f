import type { OpenToKind } from '@creators-archive/contract/entities/open-to';
import { ZSendInquiryRequest } from '@creators-archive/contract/inquiries/send-inquiry';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { useReadableMessage } from '../../../lib/form-errors';
import { sendInquiryTo } from '../api/send-inquiry';
import { openToName } from './open-to-names';

type InquiryFormProps = {
  designer: { id: string; fullName: string };
  /** The kinds the designer is open to, as the form's GET gave them: the only ones offered. */
  openTo: OpenToKind[];
  /** The signed token of the form, saying when it was given out. */
  formToken: string;
  /** The work the visitor writes from, on a project page. */
  itemId?: string | undefined;
};

/**
 * A visitor's message to a designer. It is e-mailed to the designer, who answers from their own
 * mailbox; nothing is sent to the address typed here.
 */
export function InquiryForm({ designer, openTo, formToken, itemId }: InquiryFormProps) {
  const t = useT();
  const readable = useReadableMessage();
  const [sent, setSent] = useState(false);
  const form = useContractForm(ZSendInquiryRequest, {
    name: '',
    email: '',
    kind: openTo[0],
    budget: '',
    message: '',
    website: '',
    formToken,
    ...(itemId ? { itemId } : {}),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await sendInquiryTo(designer.id, values);
    if (result.success) setSent(true);
    else form.showServerError(result.error);
  });

  if (sent) {
    return (
      <p
        role="status"
        className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm leading-6 text-stone-700"
      >
        {t('inquiries.form.sent', { name: designer.fullName })}
      </p>
    );
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('inquiries.form.title', { name: designer.fullName })}
      className="space-y-4"
    >
      <FormAlert message={form.alert} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('inquiries.form.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('inquiries.form.email')}
          type="email"
          autoComplete="email"
          hint={t('inquiries.form.emailHint')}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="inquiry-kind" className="block text-sm font-medium text-stone-800">
            {t('inquiries.form.kind')}
          </label>
          <select
            id="inquiry-kind"
            {...form.register('kind')}
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
          >
            {openTo.map((kind) => (
              <option key={kind} value={kind}>
                {openToName(t, kind)}
              </option>
            ))}
          </select>
          {errors.kind?.message && <p className="text-sm text-red-700">{readable(errors.kind.message)}</p>}
        </div>
        <TextField
          label={t('inquiries.form.budget')}
          hint={t('inquiries.form.budgetHint')}
          error={errors.budget?.message}
          {...form.register('budget')}
        />
      </div>
      <TextAreaField
        label={t('inquiries.form.message')}
        rows={6}
        maxLength={5000}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <HoneypotField label={t('inquiries.form.leaveEmpty')} {...form.register('website')} />
      <Button type="submit" disabled={isSubmitting}>
        {t('inquiries.form.send')}
      </Button>
    </form>
  );
}
