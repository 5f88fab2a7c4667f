import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { DataSaverSetting } from '../../../features/account/components/data-saver-setting';
import { DeleteAccount } from '../../../features/account/components/delete-account';
import { EmailForm } from '../../../features/account/components/email-form';
import { LanguageSetting } from '../../../features/account/components/language-setting';
import { PasswordForm } from '../../../features/account/components/password-form';
import { useMfaFactors } from '../../../features/auth/api/mfa';
import { MfaSettings } from '../../../features/auth/components/mfa-settings';
import { SessionsList } from '../../../features/auth/components/sessions-list';
import { HiringSettings } from '../../../features/inquiries/components/hiring-settings';
import { NotificationSettings } from '../../../features/notifications/components/notification-settings';
import { ProfileForm } from '../../../features/users/components/profile-form';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/session';

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
  const t = useT();
  const factors = useMfaFactors();
  const hasFactor = factors.data?.some((factor) => factor.status === 'verified') ?? false;
  return (
    <ContentLayout
      title={t('account.settings.title')}
      documentTitle={t('account.settings.title')}
      description={t('account.settings.description')}
    >
      <Section id="profile" title={t('account.settings.profile')}>
        <ProfileForm user={user} onSaved={() => notify.success(t('account.settings.profileSaved'))} />
      </Section>
      <Section id="hiring" title={t('inquiries.settings.title')}>
        <HiringSettings user={user} onSaved={() => notify.success(t('inquiries.settings.saved'))} />
      </Section>
      <Section id="language" title={t('account.settings.language')}>
        <LanguageSetting user={user} onSaved={() => notify.success(t('account.settings.languageSaved'))} />
      </Section>
      <Section id="notifications" title={t('account.settings.notifications')}>
        <NotificationSettings />
      </Section>
      <Section id="data-saver" title={t('account.settings.dataSaver')}>
        <DataSaverSetting />
      </Section>
      <Section id="password" title={t('account.settings.password')}>
        <PasswordForm />
      </Section>
      <Section id="email" title={t('account.settings.email')}>
        <EmailForm currentEmail={user.email} />
      </Section>
      <Section id="mfa" title={t('account.settings.mfa')}>
        <MfaSettings />
      </Section>
      <Section id="sessions" title={t('account.settings.sessions')}>
        <SessionsList />
      </Section>
      <Section id="delete" title={t('account.settings.delete')}>
        <DeleteAccount
          needsCode={hasFactor}
          onDeleted={() => {
            notify.success(t('account.settings.deleted'));
            void navigate('/', { replace: true });
          }}
        />
      </Section>
    </ContentLayout>
  );
}
