import { ZSendContactMessageRequest } from '@creators-archive/contract/contact/send-contact-message';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { sendMessage } from '../api/send-contact-message';

type ContactInput = z.input<typeof ZSendContactMessageRequest>;
type ContactValues = z.output<typeof ZSendContactMessageRequest>;

const fieldNames = ['name', 'email', 'subject', 'message'] as const;

/** Sends a message to the team, who answer at the address given; nothing is e-mailed on sending. */
export function ContactForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(ZSendContactMessageRequest),
    defaultValues: { name: '', email: '', subject: '', message: '', website: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await sendMessage(values);
    if (result.success) {
      setSentTo(values.email);
      return;
    }
    if (!showServerFieldErrors(result.error, fieldNames, setError)) setServerError(result.error.message);
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
      <FormAlert message={serverError} />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label="Message" rows={7} error={errors.message?.message} {...register('message')} />
      {/* People never see this field; bots that fill every field in give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        Send message
      </Button>
    </form>
  );
}
