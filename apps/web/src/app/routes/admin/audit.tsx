import { useSearchParams } from 'react-router';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { AuditLog } from '../../../features/audit/components/audit-log';
import { useT } from '../../../i18n/use-t';

/** Every admin action; `?action=` narrows it to an action or an area. */
export default function AdminAuditRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const action = searchParams.get('action') ?? '';
  const t = useT();

  return (
    <AdminLayout title={t('admin.audit.title')}>
      <AuditLog
        key={action}
        action={action}
        onActionChange={(next) => setSearchParams(next ? { action: next } : {})}
      />
    </AdminLayout>
  );
}
