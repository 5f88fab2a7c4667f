import type { Plan } from '@creators-archive/contract';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { PageSpinner } from '../../components/ui/spinner';
import { RegisterForm } from '../../features/auth/components/register-form';
import { CheckoutForm } from '../../features/subscriptions/components/checkout-form';
import { PlanList } from '../../features/subscriptions/components/plan-list';
import { notify } from '../../lib/notify';
import { signInPathFor } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import type { PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'browser',
  head: {
    title: 'Join Creators Archive',
    description: 'Create your account and choose a membership plan priced in your currency.',
  },
};

type Choice = { plan: Plan; currency: Currency };

const signInToJoin = signInPathFor({ pathname: '/join', search: '', hash: '' });

/**
 * The paid plans beside a free account for visitors (docs/decisions/0101-registration-on-join.md),
 * the plans alone for members. Choosing a plan opens its checkout: a visitor gives the account's
 * details there, a member only an optional discount code.
 */
export default function JoinRoute() {
  const session = useSession();
  const navigate = useNavigate();
  // An e-mailed discount code arrives as /join?code=CODE and fills the checkout's code field.
  const [searchParams] = useSearchParams();
  const discountCode = searchParams.get('code')?.trim() ?? '';
  const [choice, setChoice] = useState<Choice | null>(null);
  const choose = (plan: Plan, currency: Currency) => setChoice({ plan, currency });

  if (session.status === 'loading') return <PageSpinner label="Loading your session" />;

  if (session.status === 'signed-out') {
    if (choice) {
      return (
        <ContentLayout
          title="Create your account"
          description="Your membership starts as soon as the payment succeeds."
          className="max-w-xl"
        >
          <CheckoutForm
            {...choice}
            payer="visitor"
            discountCode={discountCode}
            onBack={() => setChoice(null)}
          />
          <p className="text-center text-sm text-stone-600">
            Already a member?{' '}
            <Link to={signInToJoin} className="font-medium text-stone-900 underline underline-offset-4">
              Sign in
            </Link>
          </p>
        </ContentLayout>
      );
    }
    return (
      <ContentLayout
        title="Create your account"
        description="Join Creators Archive to build your portfolio and be found by the people who hire designers."
        className="max-w-5xl"
      >
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <PlanList country={null} onChoose={choose} />
          <section aria-labelledby="free-account-heading" className="space-y-4">
            <h2 id="free-account-heading" className="text-lg font-semibold text-stone-900">
              Free account
            </h2>
            <p className="text-sm text-stone-600">
              Build your portfolio at no cost and choose a plan whenever you are ready.
            </p>
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
          </section>
        </div>
      </ContentLayout>
    );
  }

  return (
    <ContentLayout
      title="Creators Archive membership"
      description="Membership brings verification through the Vetted Program and access to TFB Studios."
      className={choice ? 'max-w-xl' : 'max-w-4xl'}
    >
      {choice ? (
        <CheckoutForm {...choice} payer="member" discountCode={discountCode} onBack={() => setChoice(null)} />
      ) : (
        <PlanList country={session.user.country} onChoose={choose} />
      )}
    </ContentLayout>
  );
}
