import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { T, useT } from '../../i18n/use-t';
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
  const t = useT();
  return (
    <AuthLayout
      title={t('auth.resetPassword.title')}
      footer={
        <Link to="/login" className="font-medium text-stone-900 underline underline-offset-4">
          {t('auth.backToSignIn')}
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onReset={() => {
            notify.success(t('auth.resetPassword.done'));
            void navigate('/login', { replace: true });
          }}
        />
      ) : (
        <p className="text-sm leading-6 text-stone-600">
          <T
            id="auth.resetPassword.noLink"
            components={{ 0: <Link to="/forgot-password" className="underline underline-offset-4" /> }}
          />
        </p>
      )}
    </AuthLayout>
  );
}
