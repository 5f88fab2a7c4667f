import type { MessageId } from '@creators-archive/i18n';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { PageSpinner } from '../../components/ui/spinner';
import { ProfileForm, type ProfileSection } from '../../features/users/components/profile-form';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session';

const steps: { section: ProfileSection; title: MessageId; description: MessageId }[] = [
  { section: 'basics', title: 'onboarding.basics.title', description: 'onboarding.basics.description' },
  {
    section: 'disciplines',
    title: 'onboarding.disciplines.title',
    description: 'onboarding.disciplines.description',
  },
  { section: 'about', title: 'onboarding.about.title', description: 'onboarding.about.description' },
];

/** The step to resume at is kept per member in this browser. */
const stepKey = (userId: string) => `onboardingStep:${userId}`;

/** Profile basics in three short steps, each saved as it is done; skippable, and resumable later. */
export default function OnboardingRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const t = useT();
  // Read once the member is known: on a fresh page load the session is still loading at first.
  const [chosenStep, setStep] = useState<number | null>(null);

  if (session.status === 'loading') return <PageSpinner label={t('auth.loadingSession')} />;
  if (session.status === 'signed-out') return <Navigate to="/login?redirectTo=%2Fonboarding" replace />;

  const user = session.user;
  const step = chosenStep ?? (Number(localStorage.getItem(stepKey(user.id))) || 0);
  const current = steps[Math.min(step, steps.length - 1)] ?? steps[0]!;
  const index = steps.indexOf(current);
  const finish = () => {
    localStorage.removeItem(stepKey(user.id));
    void navigate('/dashboard', { replace: true });
  };
  const next = () => {
    if (index + 1 >= steps.length) return finish();
    localStorage.setItem(stepKey(user.id), String(index + 1));
    setStep(index + 1);
  };

  return (
    <AuthLayout
      title={t(current.title)}
      description={
        <>
          <span className="block text-xs font-medium tracking-wide text-stone-500 uppercase">
            {t('onboarding.step', { step: index + 1, count: steps.length })}
          </span>
          {t(current.description)}
        </>
      }
      footer={
        <Link
          to="/dashboard"
          className="font-medium text-stone-900 underline underline-offset-4"
          onClick={() => localStorage.setItem(stepKey(user.id), String(index))}
        >
          {t('onboarding.skip')}
        </Link>
      }
    >
      <ProfileForm
        key={current.section}
        user={user}
        sections={[current.section]}
        submitLabel={t(index + 1 === steps.length ? 'onboarding.finish' : 'onboarding.saveAndContinue')}
        onSaved={next}
      />
    </AuthLayout>
  );
}
