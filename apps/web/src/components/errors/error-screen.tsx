import { useT } from '../../i18n/use-t';
import { SITE_NAME } from '../../lib/site-name';
import { Button } from '../ui/button';

/** The router's error element: anything a screen throws, including a chunk that failed to load. */
export function ErrorScreen() {
  const t = useT();
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <title>{t('common.documentTitle', { page: t('errors.screen.title'), site: SITE_NAME })}</title>
      <h1 className="text-2xl font-semibold text-stone-900">{t('errors.screen.title')}</h1>
      <p className="max-w-md text-stone-600">{t('errors.screen.hint')}</p>
      <Button onClick={() => window.location.reload()}>{t('errors.screen.retry')}</Button>
    </main>
  );
}
