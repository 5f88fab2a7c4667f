import { Link, useNavigate } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { EmptyState } from '../../components/ui/empty-state';
import { PageSpinner } from '../../components/ui/spinner';
import { RegisterForm } from '../../features/auth/components/register-form';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import type { PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'browser',
  head: {
    title: 'Join Creators Archive',
    description: 'Create your account and choose a membership plan priced in your currency.',
  },
};

/** Registration for visitors, membership for members (docs/decisions/0101-registration-on-join.md). */
export default function JoinRoute() {
  const session = useSession();
  const navigate = useNavigate();

  if (session.status === 'loading') return <PageSpinner label="Loading your session" />;

  if (session.status === 'signed-out') {
    return (
      <ContentLayout
        title="Create your account"
        description="Join Creators Archive to build your portfolio and be found by the people who hire designers."
        className="max-w-lg"
      >
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <RegisterForm
            onRegistered={() => {
              notify.success('Welcome to Creators Archive');
              void navigate('/onboarding', { replace: true });
            }}
          />
        </div>
        <p className="text-center text-sm text-stone-600">
          Already a member?{' '}
          <Link to="/login" className="font-medium text-stone-900 underline underline-offset-4">
            Sign in
          </Link>
        </p>
      </ContentLayout>
    );
  }

  return (
    <ContentLayout
      title="Creators Archive membership"
      description="Membership brings verification through the Vetted Program and access to TFB Studios."
    >
      <EmptyState title="Paid membership opens soon">
        Plans and payments are not available yet, and nothing will be charged until they are. Your account is
        ready in the meantime.
      </EmptyState>
    </ContentLayout>
  );
}
