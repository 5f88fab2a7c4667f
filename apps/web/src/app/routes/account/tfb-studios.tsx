import { ContentLayout } from '../../../components/layouts/content-layout';
import { NotVerified } from '../../../features/studios/components/not-verified';
import { StudioList } from '../../../features/studios/components/studio-list';
import { useT } from '../../../i18n/use-t';
import { useSignedInUser } from '../../../lib/session';

/** The partner studios for verified members: what each offers, booking time, and the member's bookings. */
export default function TfbStudiosRoute() {
  const t = useT();
  const user = useSignedInUser();

  return (
    <ContentLayout
      title={t('studios.title')}
      documentTitle={t('studios.title')}
      description={t('studios.description')}
      className="max-w-5xl"
    >
      {user.verified ? <StudioList /> : <NotVerified />}
    </ContentLayout>
  );
}
