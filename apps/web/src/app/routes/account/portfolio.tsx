import { ContentLayout } from '../../../components/layouts/content-layout';
import { PortfolioManager } from '../../../features/portfolio/components/portfolio-manager';
import { useT } from '../../../i18n/use-t';
import { useSignedInUser } from '../../../lib/session';

export default function PortfolioRoute() {
  const t = useT();
  const user = useSignedInUser();
  return (
    <ContentLayout
      title={t('portfolio.title')}
      documentTitle={t('portfolio.title')}
      description={t('portfolio.description')}
      className="max-w-5xl"
    >
      <PortfolioManager userId={user.id} />
    </ContentLayout>
  );
}
