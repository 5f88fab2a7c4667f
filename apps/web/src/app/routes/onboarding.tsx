import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { PageSpinner } from '../../components/ui/spinner';
import { ProfileForm, type ProfileSection } from '../../features/users/components/profile-form';
import { useSession } from '../../lib/session';

const steps: { section: ProfileSection; title: string; description: string }[] = [
  { section: 'basics', title: 'About you', description: 'Your name and where you work from.' },
  { section: 'disciplines', title: 'What you design', description: 'Clients find designers by discipline.' },
  { section: 'about', title: 'Your story', description: 'A few lines and a link to your work.' },
];

/** The step to resume at is kept per member in this browser. */
const stepKey = (userId: string) => `onboardingStep:${userId}`;

/** Profile basics in three short steps, each saved as it is done; skippable, and resumable later. */
export default function OnboardingRoute() {
  const session = useSession();
  const navigate = useNavigate();
  // Read once the member is known: on a fresh page load the session is still loading at first.
  const [chosenStep, setStep] = useState<number | null>(null);

  if (session.status === 'loading') return <PageSpinner label="Loading your session" />;
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
      title={current.title}
      description={
        <>
          <span className="block text-xs font-medium tracking-wide text-stone-500 uppercase">
            Step {index + 1} of {steps.length}
          </span>
          {current.description}
        </>
      }
      footer={
        <Link
          to="/dashboard"
          className="font-medium text-stone-900 underline underline-offset-4"
          onClick={() => localStorage.setItem(stepKey(user.id), String(index))}
        >
          Skip for now
        </Link>
      }
    >
      <ProfileForm
        key={current.section}
        user={user}
        sections={[current.section]}
        submitLabel={index + 1 === steps.length ? 'Finish' : 'Save and continue'}
        onSaved={next}
      />
    </AuthLayout>
  );
}
