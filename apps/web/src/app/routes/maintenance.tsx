import { AuthLayout } from '../../components/layouts/auth-layout';
import { buttonClasses } from '../../components/ui/button';

export default function MaintenanceRoute() {
  return (
    <AuthLayout title="We'll be back soon">
      <p className="text-sm leading-6 text-stone-600">
        Creators Archive is down for maintenance. Your work and your account are safe; please try again in a
        little while.
      </p>
      {/* A full page load: the server decides again whether maintenance is over. */}
      <a href="/" className={buttonClasses('secondary', 'mt-6 w-full')}>
        Try again
      </a>
    </AuthLayout>
  );
}
