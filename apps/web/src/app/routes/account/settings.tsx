import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { DataSaverSetting } from '../../../features/account/components/data-saver-setting';
import { DeleteAccount } from '../../../features/account/components/delete-account';
import { EmailForm } from '../../../features/account/components/email-form';
import { PasswordForm } from '../../../features/account/components/password-form';
import { useMfaFactors } from '../../../features/auth/api/mfa';
import { MfaSettings } from '../../../features/auth/components/mfa-settings';
import { SessionsList } from '../../../features/auth/components/sessions-list';
import { ProfileForm } from '../../../features/users/components/profile-form';
import { notify } from '../../../lib/notify';
import { abandonSignIn, useSignedInUser } from '../../../lib/session';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id={`${id}-heading`} className="mb-4 text-base font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function SettingsRoute() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const factors = useMfaFactors();
  const hasFactor = factors.data?.some((factor) => factor.status === 'verified') ?? false;
  // The session ends once this page has left the screen: ending it while the page (and its
  // sign-in guard) is still shown would send the former member to /login instead of home.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      abandonSignIn();
      notify.success('Your account was deleted');
    },
    [],
  );

  return (
    <ContentLayout title="Settings" documentTitle="Settings" description="Your profile, sign-in and account.">
      <Section id="profile" title="Profile">
        <ProfileForm user={user} onSaved={() => notify.success('Profile saved')} />
      </Section>
      <Section id="data-saver" title="Data saver">
        <DataSaverSetting />
      </Section>
      <Section id="password" title="Password">
        <PasswordForm />
      </Section>
      <Section id="email" title="Email">
        <EmailForm currentEmail={user.email} />
      </Section>
      <Section id="mfa" title="Two-step sign-in">
        <MfaSettings />
      </Section>
      <Section id="sessions" title="Where you are signed in">
        <SessionsList />
      </Section>
      <Section id="delete" title="Delete account">
        <DeleteAccount
          needsCode={hasFactor}
          onDeleted={() => {
            deleted.current = true;
            void navigate('/', { replace: true });
          }}
        />
      </Section>
    </ContentLayout>
  );
}
