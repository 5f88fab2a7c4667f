import { ZSendContactMessageRequest } from '@creators-archive/contract/contact/send-contact-message';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { sendMessage } from '../api/send-contact-message';

/** Sends a message to the team, who answer at the address given; nothing is e-mailed on sending. */
export function ContactForm() {
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
    const result = await sendMessage(values);
    if (result.success) setSentTo(values.email);
    else form.showServerError(result.error);
  });

  if (sentTo) {
    return (
      <p
        role="status"
        className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm leading-6 text-stone-700"
      >
        Thank you. Your message is with our team. We answer by e-mail to <strong>{sentTo}</strong>, usually
        within a few working days.
      </p>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-xl space-y-5">
      <FormAlert message={form.alert} />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
      <TextAreaField label="Message" rows={7} error={errors.message?.message} {...form.register('message')} />
      {/* People never see this field; bots that fill every field in give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        Send message
      </Button>
    </form>
  );
}
