import { ZSuspendMemberBody } from '@creators-archive/contract/admin/member-actions';
import { ZDecisionReason } from '@creators-archive/contract/admin/revoke-verification';
import { ErrorReason } from '@creators-archive/contract/envelope';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useT, type Translate } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { ApiRequestError } from '../../../lib/query-client';
import type { AdminMember } from '../api/get-member';
import { memberActions, useMemberAction, useRevokeMemberVerification } from '../api/member-actions';
import { Panel } from './panel';
import { CompSubscriptionDialog, ExtendSubscriptionDialog, type CompPlan } from './subscription-dialogs';

/** What went wrong, in words an admin can act on; a refused role change says why it is refused. */
function problemOf(error: unknown, t: Translate): string {
  const message = (error as Error).message;
  const details = error instanceof ApiRequestError ? error.details : undefined;
  const reason =
    typeof details === 'object' && details !== null && 'reason' in details ? details.reason : undefined;
  if (reason === ErrorReason.lastAdmin) {
    return t('admin.member.actions.lastAdmin', { problem: message });
  }
  return message;
}

/** Everything an admin does to a member, each confirmed in a dialog; the page then shows the member as answered. */
type MemberActionsProps = {
  member: AdminMember;
  /** The plans a subscription can be given on; undefined while they load. */
  plans: CompPlan[] | undefined;
};

export function MemberActions({ member, plans }: MemberActionsProps) {
  const { profile, subscription } = member;
  const { id, fullName } = profile;
  const t = useT();
  const act = useMemberAction(id);
  const revoke = useRevokeMemberVerification(id);
  const [problem, setProblem] = useState<string | null>(null);
  const hasLiveSubscription = subscription !== null && subscription.status !== 'expired';

  /** Runs a confirmed action without a reason; its failure is shown above the buttons. */
  const run = (action: () => Promise<AdminMember>, done: string) => async () => {
    setProblem(null);
    try {
      await act.mutateAsync(action);
      notify.success(done);
    } catch (error) {
      setProblem(problemOf(error, t));
    }
  };

  return (
    <Panel title={t('admin.member.actions.title')}>
      {problem && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {profile.verified ? (
          <ReasonDialog
            trigger={<Button variant="secondary">{t('admin.member.actions.revoke.action')}</Button>}
            title={t('admin.member.actions.revoke.title', { name: fullName })}
            description={t('admin.member.actions.revoke.description')}
            schema={ZDecisionReason}
            name="reason"
            confirmLabel={t('admin.member.actions.revoke.action')}
            onConfirm={async (reason) => {
              await revoke.mutateAsync(reason);
              notify.success(t('admin.member.actions.revoke.done', { name: fullName }));
            }}
          />
        ) : (
          <ConfirmDialog
            trigger={<Button variant="secondary">{t('admin.member.actions.verify.action')}</Button>}
            title={t('admin.member.actions.verify.title', { name: fullName })}
            confirmLabel={t('admin.member.actions.verify.confirm')}
            onConfirm={run(
              () => memberActions.verify(id),
              t('admin.member.actions.verify.done', { name: fullName }),
            )}
          >
            {t('admin.member.actions.verify.description')}
          </ConfirmDialog>
        )}

        {profile.suspendedAt ? (
          <ConfirmDialog
            trigger={<Button variant="secondary">{t('admin.member.actions.unsuspend.action')}</Button>}
            title={t('admin.member.actions.unsuspend.title', { name: fullName })}
            confirmLabel={t('admin.member.actions.unsuspend.confirm')}
            onConfirm={run(
              () => memberActions.unsuspend(id),
              t('admin.member.actions.unsuspend.done', { name: fullName }),
            )}
          >
            {t('admin.member.actions.unsuspend.description')}
          </ConfirmDialog>
        ) : (
          <ReasonDialog
            trigger={<Button variant="secondary">{t('admin.member.actions.suspend.action')}</Button>}
            title={t('admin.member.actions.suspend.title', { name: fullName })}
            description={t('admin.member.actions.suspend.description')}
            schema={ZSuspendMemberBody}
            name="reason"
            confirmLabel={t('admin.member.actions.suspend.action')}
            onConfirm={async (reason) => {
              await act.mutateAsync(() => memberActions.suspend(id, reason));
              notify.success(t('admin.member.actions.suspend.done', { name: fullName }));
            }}
          />
        )}

        {profile.role === 'admin' ? (
          <ConfirmDialog
            trigger={<Button variant="secondary">{t('admin.member.actions.removeAdmin.action')}</Button>}
            title={t('admin.member.actions.removeAdmin.title', { name: fullName })}
            confirmLabel={t('admin.member.actions.removeAdmin.confirm')}
            onConfirm={run(
              () => memberActions.setRole(id, 'member'),
              t('admin.member.actions.removeAdmin.done', { name: fullName }),
            )}
          >
            {t('admin.member.actions.removeAdmin.description')}
          </ConfirmDialog>
        ) : (
          <ConfirmDialog
            trigger={<Button variant="secondary">{t('admin.member.actions.makeAdmin.action')}</Button>}
            title={t('admin.member.actions.makeAdmin.title', { name: fullName })}
            confirmLabel={t('admin.member.actions.makeAdmin.confirm')}
            onConfirm={run(
              () => memberActions.setRole(id, 'admin'),
              t('admin.member.actions.makeAdmin.done', { name: fullName }),
            )}
          >
            {t('admin.member.actions.makeAdmin.description')}
          </ConfirmDialog>
        )}

        {hasLiveSubscription ? (
          <ExtendSubscriptionDialog member={member} />
        ) : (
          <CompSubscriptionDialog member={member} plans={plans} />
        )}
      </div>
    </Panel>
  );
}
