import { Link, useNavigate, useParams } from 'react-router';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { VerificationReview } from '../../../features/verification/components/verification-review';
import { useT } from '../../../i18n/use-t';

/** One verification request for review; a decision returns to the queue. */
export default function AdminVerificationRequestRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const t = useT();

  return (
    <AdminLayout title={t('admin.verification.requestTitle')}>
      <p className="mb-6 text-sm">
        <Link to="/admin/verification" className="text-stone-700 underline">
          {t('admin.verification.backToQueue')}
        </Link>
      </p>
      <VerificationReview id={id} onDecided={() => void navigate('/admin/verification')} />
    </AdminLayout>
  );
}
