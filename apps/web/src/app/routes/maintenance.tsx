import { localizedPath } from '@creators-archive/i18n';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { buttonClasses } from '../../components/ui/button';
import { useLocale, useT } from '../../i18n/use-t';

export default function MaintenanceRoute() {
  const t = useT();
  return (
    <AuthLayout title={t('maintenance.title')}>
      <p className="text-sm leading-6 text-stone-600">{t('maintenance.text')}</p>
      {/* A full page load, in the page's language: the server decides again whether maintenance is over. */}
      <a href={localizedPath('/', useLocale())} className={buttonClasses('secondary', 'mt-6 w-full')}>
        {t('maintenance.tryAgain')}
      </a>
    </AuthLayout>
  );
}
