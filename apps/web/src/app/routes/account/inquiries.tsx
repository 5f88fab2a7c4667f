import { ContentLayout } from '../../../components/layouts/content-layout';
import { InquiryInbox } from '../../../features/inquiries/components/inquiry-inbox';
import { useT } from '../../../i18n/use-t';

export default function InquiriesRoute() {
  const t = useT();
  return (
    <ContentLayout
      title={t('account.inquiries.title')}
      documentTitle={t('account.inquiries.title')}
      description={t('account.inquiries.description')}
    >
      <InquiryInbox />
    </ContentLayout>
  );
}
