import { ZBookingStatus, type BookingStatus } from '@creators-archive/contract/studios/booking';
import { useSearchParams } from 'react-router';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { BookingQueue } from '../../../features/studios/components/booking-queue';
import { useT } from '../../../i18n/use-t';

/** Members' requests for studio time, requested ones first; `?status=` shows another state. */
export default function AdminBookingsRoute() {
  const [searchParams] = useSearchParams();
  const t = useT();
  const status: BookingStatus = ZBookingStatus.catch('requested').parse(searchParams.get('status'));

  return (
    <AdminLayout title={t('admin.bookings.title')}>
      <BookingQueue status={status} />
    </AdminLayout>
  );
}
