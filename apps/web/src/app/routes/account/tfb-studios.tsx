import { ContentLayout } from '../../../components/layouts/content-layout';
import { NotVerified } from '../../../features/studios/components/not-verified';
import { StudioList } from '../../../features/studios/components/studio-list';
import { useSignedInUser } from '../../../lib/session';

/** The partner studios for verified members: what each offers, booking time, and the member's bookings. */
export default function TfbStudiosRoute() {
  const user = useSignedInUser();

  return (
    <ContentLayout
      title="TFB Studios"
      documentTitle="TFB Studios"
      description="Our partner studios, open to verified members."
      className="max-w-5xl"
    >
      {user.verified ? <StudioList /> : <NotVerified />}
    </ContentLayout>
  );
}
