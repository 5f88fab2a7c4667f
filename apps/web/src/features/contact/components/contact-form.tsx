import { ZSendContactMessageRequest } from '@creators-archive/contract/contact/send-contact-message';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { T, useT } from '../../../i18n/use-t';
import { sendMessage } from '../api/send-contact-message';

/** Sends a message to the team, who answer at the address given; nothing is e-mailed on sending. */
export function ContactForm() {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm(ZSendContactMessageRequest, {
    name: '',
    email: '',
    subject: '',
    message: '',
    website: '',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await sendMessage(values, t);
    if (result.success) setSentTo(values.email);
    else form.showServerError(result.error);
  });

  if (sentTo) {
    return (
      <p
        role="status"
        className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm leading-6 text-stone-700"
      >
        <T id="contact.form.sent" values={{ email: sentTo }} components={{ 0: <strong /> }} />
      </p>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-xl space-y-5">
      <FormAlert message={form.alert} />
      <TextField
        label={t('contact.form.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('contact.form.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('contact.form.subject')}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextAreaField
        label={t('contact.form.message')}
        rows={7}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <HoneypotField label={t('contact.form.leaveEmpty')} {...form.register('website')} />
      <Button type="submit" disabled={isSubmitting}>
        {t('contact.form.send')}
      </Button>
    </form>
  );
}
