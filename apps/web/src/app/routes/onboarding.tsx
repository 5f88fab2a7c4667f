import { Link } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { buttonClasses } from '../../components/ui/button';

export default function OnboardingRoute() {
  return (
    <AuthLayout title="Welcome to Creators Archive">
      <p className="text-sm leading-6 text-stone-600">
        A guided set-up for your profile and first portfolio pieces is coming soon. For now you can start from
        your dashboard.
      </p>
      <Link to="/dashboard" className={buttonClasses('primary', 'mt-6 w-full')}>
        Go to your dashboard
      </Link>
    </AuthLayout>
  );
}
