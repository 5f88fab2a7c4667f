import { Link } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useT } from '../../i18n/use-t';

export default function ForgotPasswordRoute() {
  const t = useT();
  return (
    <AuthLayout
      title={t('auth.forgotPassword.title')}
      description={t('auth.forgotPassword.description')}
      footer={
        <Link to="/login" className="font-medium text-stone-900 underline underline-offset-4">
          {t('auth.backToSignIn')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
