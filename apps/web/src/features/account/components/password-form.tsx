import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { changePassword } from '../api/account';

type Fields = { currentPassword?: string; newPassword?: string };

/** Needs the current password; the account's other sign-ins end. */
export function PasswordForm() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Fields & { general?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setErrors({});
    const result = await changePassword(values);
    setSubmitting(false);
    if (result.success) {
      setValues({ currentPassword: '', newPassword: '' });
      notify.success('Password changed. Other devices were signed out.');
      return;
    }
    const fields = fieldErrorsOf(result.error) as Fields;
    setErrors(fields.currentPassword || fields.newPassword ? fields : { general: result.error.message });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {errors.general && (
        <p role="alert" className="text-sm text-red-700">
          {errors.general}
        </p>
      )}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
        error={errors.currentPassword}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
        error={errors.newPassword}
      />
      <Button type="submit" disabled={submitting}>
        Change password
      </Button>
    </form>
  );
}
