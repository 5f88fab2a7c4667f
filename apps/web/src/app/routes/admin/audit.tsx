import { useSearchParams } from 'react-router';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { AuditLog } from '../../../features/audit/components/audit-log';

/** Every admin action; `?action=` narrows it to an action or an area. */
export default function AdminAuditRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const action = searchParams.get('action') ?? '';

  return (
    <AdminLayout title="Audit log">
      <AuditLog
        key={action}
        action={action}
        onActionChange={(next) => setSearchParams(next ? { action: next } : {})}
      />
    </AdminLayout>
  );
}
