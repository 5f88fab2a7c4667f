import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { requestPasswordReset } from '../api/password-reset';
import { FormAlert } from '../../../components/ui/form-alert';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setFieldError('Enter your email address');
      return;
    }
    setSubmitting(true);
    setFieldError(undefined);
    setServerError(null);
    const result = await requestPasswordReset({ email });
    setSubmitting(false);
    if (result.success) setSentTo(email.trim());
    else setServerError(result.error.message);
  };

  if (sentTo) {
    return (
      <p
        role="status"
        className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm leading-6 text-stone-700"
      >
        If an account uses <strong>{sentTo}</strong>, a link to choose a new password is on its way. It works
        once, within 30 minutes. Check your spam folder if it does not arrive.
      </p>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={serverError} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
      />
      <Button type="submit" disabled={submitting} className="w-full">
        Send reset link
      </Button>
    </form>
  );
}
