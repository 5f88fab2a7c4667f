import { ContentLayout } from '../../../components/layouts/content-layout';
import { OwnCollections } from '../../../features/collections/components/own-collections';
import { useT } from '../../../i18n/use-t';

export default function CollectionsRoute() {
  const t = useT();
  return (
    <ContentLayout
      title={t('collections.account.title')}
      documentTitle={t('collections.account.title')}
      description={t('collections.account.description')}
      className="max-w-4xl"
    >
      <OwnCollections />
    </ContentLayout>
  );
}
