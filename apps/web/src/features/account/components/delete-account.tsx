import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { deleteMe } from '../api/account';

export const DELETE_CONFIRMATION = 'DELETE';

type Fields = { password?: string; code?: string; confirmation?: string };

/** Deleting needs the password, the code when two-step sign-in is on, and the word typed out. */
export function DeleteAccount({ needsCode, onDeleted }: { needsCode: boolean; onDeleted: () => void }) {
  const [values, setValues] = useState({ password: '', code: '', confirmation: '' });
  const [errors, setErrors] = useState<Fields & { general?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.confirmation !== DELETE_CONFIRMATION) {
      setErrors({ confirmation: `Type ${DELETE_CONFIRMATION} to confirm` });
      return;
    }
    setSubmitting(true);
    setErrors({});
    const result = await deleteMe({ password: values.password, ...(needsCode ? { code: values.code } : {}) });
    setSubmitting(false);
    if (result.success) return onDeleted();
    const fields = fieldErrorsOf(result.error) as Fields;
    setErrors(fields.password || fields.code ? fields : { general: result.error.message });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm leading-6 text-stone-600">
        This removes your profile, portfolio and sign-ins for good. Invoices are kept for accounting, without
        your name.
      </p>
      {errors.general && (
        <p role="alert" className="text-sm text-red-700">
          {errors.general}
        </p>
      )}
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={errors.password}
      />
      {needsCode && (
        <TextField
          label="Code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.code}
          onChange={(event) => setValues({ ...values, code: event.target.value.replace(/\D/g, '') })}
          error={errors.code}
        />
      )}
      <TextField
        label={`Type ${DELETE_CONFIRMATION} to confirm`}
        autoComplete="off"
        value={values.confirmation}
        onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
        error={errors.confirmation}
      />
      <Button
        type="submit"
        disabled={submitting || values.confirmation !== DELETE_CONFIRMATION}
        className="bg-red-700 hover:bg-red-800"
      >
        Delete my account
      </Button>
    </form>
  );
}
