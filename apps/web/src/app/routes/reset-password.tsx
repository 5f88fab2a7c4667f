import { Link } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';

export default function ResetPasswordRoute() {
  return (
    <AuthLayout
      title="Set a new password"
      footer={
        <Link to="/login" className="font-medium text-stone-900 underline underline-offset-4">
          Back to sign in
        </Link>
      }
    >
      <p className="text-sm leading-6 text-stone-600">
        Setting a new password from a reset link is coming soon, together with reset e-mails.
      </p>
    </AuthLayout>
  );
}
