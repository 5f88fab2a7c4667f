import type { Plan } from '@creators-archive/contract';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { PageSpinner } from '../../components/ui/spinner';
import { RegisterForm } from '../../features/auth/components/register-form';
import { CheckoutForm } from '../../features/subscriptions/components/checkout-form';
import { PlanList } from '../../features/subscriptions/components/plan-list';
import { T, useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { signInPathFor } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import type { PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'browser',
  head: ({ t }) => ({ title: t('join.head.title'), description: t('join.head.description') }),
};

type Choice = { plan: Plan; currency: Currency };

const signInToJoin = signInPathFor({ pathname: '/join', search: '', hash: '' });

/**
 * The paid plans beside a free account for visitors (docs/decisions/0101-registration-on-join.md),
 * the plans alone for members. Choosing a plan opens its checkout: a visitor gives the account's
 * details there, a member only an optional discount code.
 */
export default function JoinRoute() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  // An e-mailed discount code arrives as /join?code=CODE and fills the checkout's code field.
  const [searchParams] = useSearchParams();
  const discountCode = searchParams.get('code')?.trim() ?? '';
  const [choice, setChoice] = useState<Choice | null>(null);
  const choose = (plan: Plan, currency: Currency) => setChoice({ plan, currency });

  if (session.status === 'loading') return <PageSpinner label={t('join.loadingSession')} />;

  if (session.status === 'signed-out') {
    if (choice) {
      return (
        <ContentLayout
          title={t('join.createAccount.title')}
          description={t('join.createAccount.checkoutText')}
          className="max-w-xl"
        >
          <CheckoutForm
            {...choice}
            payer="visitor"
            discountCode={discountCode}
            onBack={() => setChoice(null)}
          />
          <p className="text-center text-sm text-stone-600">
            <AlreadyAMember signInPath={signInToJoin} />
          </p>
        </ContentLayout>
      );
    }
    return (
      <ContentLayout
        title={t('join.createAccount.title')}
        description={t('join.createAccount.text')}
        className="max-w-5xl"
      >
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <PlanList country={null} onChoose={choose} />
          <section aria-labelledby="free-account-heading" className="space-y-4">
            <h2 id="free-account-heading" className="text-lg font-semibold text-stone-900">
              {t('join.freeAccount.title')}
            </h2>
            <p className="text-sm text-stone-600">{t('join.freeAccount.text')}</p>
            <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
              <RegisterForm
                onRegistered={() => {
                  notify.success(t('join.welcome'));
                  void navigate('/onboarding', { replace: true });
                }}
              />
            </div>
            <p className="text-center text-sm text-stone-600">
              <AlreadyAMember signInPath="/login" />
            </p>
          </section>
        </div>
      </ContentLayout>
    );
  }

  return (
    <ContentLayout
      title={t('join.membership.title')}
      description={t('join.membership.text')}
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

function AlreadyAMember({ signInPath }: { signInPath: string }) {
  return (
    <T
      id="join.alreadyMember"
      components={{
        0: <Link to={signInPath} className="font-medium text-stone-900 underline underline-offset-4" />,
      }}
    />
  );
}
