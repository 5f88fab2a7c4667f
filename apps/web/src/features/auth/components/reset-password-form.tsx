import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { confirmPasswordReset } from '../api/password-reset';
import { FormAlert } from '../../../components/ui/form-alert';

/** Sets a new password from a reset link's token; every sign-in of the account ends. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 8) return setErrors({ password: 'Use at least 8 characters' });
    if (password !== repeat) return setErrors({ repeat: 'The two passwords differ' });
    setErrors({});
    setServerError(null);
    setSubmitting(true);
    const result = await confirmPasswordReset({ token, password });
    setSubmitting(false);
    if (result.success) return onReset();
    const fields = fieldErrorsOf(result.error);
    if (fields.password) setErrors({ password: fields.password });
    else setServerError(result.error.message);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={serverError} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={errors.repeat}
      />
      <Button type="submit" disabled={submitting} className="w-full">
        Set new password
      </Button>
    </form>
  );
}
