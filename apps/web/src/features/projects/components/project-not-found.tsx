import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

/** What an address with no public project shows (the server answers it 404). */
export function ProjectNotFound({ designerId }: { designerId: string }) {
  const t = useT();
  return (
    <ContentLayout
      title={t('portfolio.project.notFound.title')}
      description={t('portfolio.project.notFound.text')}
    >
      <Link to={`/designers/${designerId}`} className={buttonClasses('primary')}>
        {t('portfolio.project.notFound.profile')}
      </Link>
    </ContentLayout>
  );
}
