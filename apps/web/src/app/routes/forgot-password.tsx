import { Link } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Reset your password"
      footer={
        <Link to="/login" className="font-medium text-stone-900 underline underline-offset-4">
          Back to sign in
        </Link>
      }
    >
      <p className="text-sm leading-6 text-stone-600">
        Password reset by e-mail is coming soon. Until then, our support team can help you back into your
        account through the{' '}
        <Link to="/contact" className="underline underline-offset-4">
          contact page
        </Link>
        .
      </p>
    </AuthLayout>
  );
}
