import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { siteTitle, type PublicPage } from '../public-page';

/**
 * Every address the router has no route for: the server answers it with 404 and this page,
 * rendered in the address's language, which no search engine keeps.
 */
export const page: PublicPage = {
  rendering: 'server',
  prefetch: async ({ notFound }) => notFound(),
  head: ({ t }) => ({
    title: siteTitle(t, t('notFound.title')),
    description: t('notFound.text'),
    indexed: false,
  }),
};

export default function NotFoundRoute() {
  const t = useT();
  return (
    <ContentLayout title={t('notFound.title')} description={t('notFound.text')}>
      <Link to="/" className={buttonClasses('primary')}>
        {t('notFound.home')}
      </Link>
    </ContentLayout>
  );
}
