import { Link, useParams } from 'react-router';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { Spinner } from '../../../components/ui/spinner';
import { useMember } from '../../../features/admin-members/api/get-member';
import { MemberActions } from '../../../features/admin-members/components/member-actions';
import { MemberDisputes } from '../../../features/admin-members/components/member-disputes';
import {
  MemberBookings,
  MemberVerificationHistory,
} from '../../../features/admin-members/components/member-history';
import {
  MemberInvoices,
  MemberTransactions,
} from '../../../features/admin-members/components/member-payments';
import { MemberProfile, MemberSubscription } from '../../../features/admin-members/components/member-profile';
import { useAdminPlans } from '../../../features/plans-admin/api/find-admin-plans';
import { useT } from '../../../i18n/use-t';

/** One member as an admin sees them, with what an admin can do to them. */
export default function AdminMemberRoute() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const plans = useAdminPlans();
  const t = useT();

  return (
    <AdminLayout title={member.data?.profile.fullName ?? t('admin.member.title')}>
      <p className="mb-6 text-sm">
        <Link to="/admin/members" className="text-stone-700 underline">
          {t('admin.member.backToMembers')}
        </Link>
      </p>
      {member.isPending && <Spinner label={t('admin.member.loading')} />}
      {member.isError && (
        <p role="alert" className="text-sm text-red-700">
          {member.error.message}
        </p>
      )}
      {member.isSuccess && (
        <div className="space-y-6">
          <MemberActions member={member.data} plans={plans.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <MemberProfile profile={member.data.profile} />
            <MemberSubscription subscription={member.data.subscription} />
          </div>
          <MemberTransactions memberId={id} transactions={member.data.transactions} />
          <MemberDisputes disputes={member.data.disputes} />
          <MemberInvoices invoices={member.data.invoices} />
          <MemberVerificationHistory requests={member.data.verificationRequests} />
          <MemberBookings bookings={member.data.bookings} />
        </div>
      )}
    </AdminLayout>
  );
}
