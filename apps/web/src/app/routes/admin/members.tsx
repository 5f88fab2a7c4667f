import { AdminLayout } from '../../../components/layouts/admin-layout';
import { MemberSearch } from '../../../features/admin-members/components/member-search';

/** Every member, searched and filtered, each linking to their admin page. */
export default function AdminMembersRoute() {
  return (
    <AdminLayout title="Members">
      <MemberSearch />
    </AdminLayout>
  );
}
