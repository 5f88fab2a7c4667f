import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { notify } from '../../lib/notify';

/** Reads the token once and takes it out of the address bar, so it is not left in history. */
function useLinkToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const [cleaned] = useState(() => {
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
    return true;
  });
  return cleaned ? token : null;
}

export default function ResetPasswordRoute() {
  const token = useLinkToken();
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Set a new password"
      footer={
        <Link to="/login" className="font-medium text-stone-900 underline underline-offset-4">
          Back to sign in
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onReset={() => {
            notify.success('Password changed. Sign in with your new password.');
            void navigate('/login', { replace: true });
          }}
        />
      ) : (
        <p className="text-sm leading-6 text-stone-600">
          This page opens from the link in a reset e-mail.{' '}
          <Link to="/forgot-password" className="underline underline-offset-4">
            Ask for a new link
          </Link>
          .
        </p>
      )}
    </AuthLayout>
  );
}
