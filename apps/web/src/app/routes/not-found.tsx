import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';

export default function NotFoundRoute() {
  const t = useT();
  return (
    <ContentLayout
      title={t('notFound.title')}
      documentTitle={t('notFound.title')}
      description={t('notFound.text')}
    >
      <Link to="/" className={buttonClasses('primary')}>
        {t('notFound.home')}
      </Link>
    </ContentLayout>
  );
}
