import { AdminLayout } from '../../../components/layouts/admin-layout';

/** Members' requests for studio time at the partner studios. */
export default function AdminBookingsRoute() {
  return <AdminLayout title="Studio bookings">{null}</AdminLayout>;
}
