import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { requestEmailChange } from '../api/account';

type Fields = { email?: string; password?: string };

/** The address changes once the link sent to the new one is opened. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Fields & { general?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setErrors({});
    const result = await requestEmailChange(values);
    setSubmitting(false);
    if (result.success) {
      setSentTo(values.email.trim());
      setValues({ email: '', password: '' });
      return;
    }
    const fields = fieldErrorsOf(result.error) as Fields;
    setErrors(fields.email || fields.password ? fields : { general: result.error.message });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">
        You sign in with <strong>{currentEmail}</strong>.
      </p>
      {sentTo && (
        <p role="status" className="text-sm text-emerald-800">
          We sent a link to {sentTo}. Open it to start using that address.
        </p>
      )}
      {errors.general && (
        <p role="alert" className="text-sm text-red-700">
          {errors.general}
        </p>
      )}
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={errors.password}
      />
      <Button type="submit" disabled={submitting}>
        Change email
      </Button>
    </form>
  );
}
