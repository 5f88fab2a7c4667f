import { AdminLayout } from '../../../components/layouts/admin-layout';
import { MemberSearch } from '../../../features/admin-members/components/member-search';
import { useT } from '../../../i18n/use-t';

/** Every member, searched and filtered, each linking to their admin page. */
export default function AdminMembersRoute() {
  const t = useT();
  return (
    <AdminLayout title={t('admin.members.title')}>
      <MemberSearch />
    </AdminLayout>
  );
}
