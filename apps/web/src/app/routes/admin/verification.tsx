import {
  ZVerificationStatus,
  type VerificationStatus,
} from '@creators-archive/contract/verification/verification-request';
import { useSearchParams } from 'react-router';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { VerificationQueue } from '../../../features/verification/components/verification-queue';
import { useT } from '../../../i18n/use-t';

/** The vetted program's review queue, pending requests first; `?status=` shows another state. */
export default function AdminVerificationRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const t = useT();
  const status: VerificationStatus = ZVerificationStatus.catch('pending').parse(searchParams.get('status'));

  return (
    <AdminLayout title={t('admin.verification.title')}>
      <VerificationQueue
        status={status}
        onStatusChange={(next) => setSearchParams(next === 'pending' ? {} : { status: next })}
      />
    </AdminLayout>
  );
}
