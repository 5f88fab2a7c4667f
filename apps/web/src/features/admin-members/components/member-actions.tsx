import { ZSuspendMemberBody } from '@creators-archive/contract/admin/member-actions';
import { ZDecisionReason } from '@creators-archive/contract/admin/revoke-verification';
import { ErrorReason } from '@creators-archive/contract/envelope';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { notify } from '../../../lib/notify';
import { ApiRequestError } from '../../../lib/query-client';
import type { AdminMember } from '../api/get-member';
import { memberActions, useMemberAction, useRevokeMemberVerification } from '../api/member-actions';
import { Panel } from './panel';
import { CompSubscriptionDialog, ExtendSubscriptionDialog, type CompPlan } from './subscription-dialogs';

/** What went wrong, in words an admin can act on; a refused role change says why it is refused. */
function problemOf(error: unknown): string {
  const message = (error as Error).message;
  const details = error instanceof ApiRequestError ? error.details : undefined;
  const reason =
    typeof details === 'object' && details !== null && 'reason' in details ? details.reason : undefined;
  if (reason === ErrorReason.lastAdmin) {
    return `${message} There must always be at least one admin, and no admin can change their own role: make another member an admin first.`;
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
      setProblem(problemOf(error));
    }
  };

  return (
    <Panel title="Actions">
      {problem && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {profile.verified ? (
          <ReasonDialog
            trigger={<Button variant="secondary">Revoke verification</Button>}
            title={`Revoke ${fullName}’s verification?`}
            description="They lose the verified badge and TFB Studios, and are e-mailed the reason."
            schema={ZDecisionReason}
            name="reason"
            confirmLabel="Revoke verification"
            onConfirm={async (reason) => {
              await revoke.mutateAsync(reason);
              notify.success(`${fullName} is no longer verified`);
            }}
          />
        ) : (
          <ConfirmDialog
            trigger={<Button variant="secondary">Verify</Button>}
            title={`Verify ${fullName}?`}
            confirmLabel="Yes, verify"
            onConfirm={run(() => memberActions.verify(id), `${fullName} is verified`)}
          >
            They get the verified badge and TFB Studios at once, without an application.
          </ConfirmDialog>
        )}

        {profile.suspendedAt ? (
          <ConfirmDialog
            trigger={<Button variant="secondary">Lift suspension</Button>}
            title={`Lift ${fullName}’s suspension?`}
            confirmLabel="Yes, lift it"
            onConfirm={run(() => memberActions.unsuspend(id), `${fullName} can sign in again`)}
          >
            They can sign in again and return to the directory and their public pages.
          </ConfirmDialog>
        ) : (
          <ReasonDialog
            trigger={<Button variant="secondary">Suspend</Button>}
            title={`Suspend ${fullName}?`}
            description="Every session of theirs ends at once; they cannot sign in, and they leave the directory and their public pages."
            schema={ZSuspendMemberBody}
            name="reason"
            confirmLabel="Suspend"
            onConfirm={async (reason) => {
              await act.mutateAsync(() => memberActions.suspend(id, reason));
              notify.success(`${fullName} is suspended`);
            }}
          />
        )}

        {profile.role === 'admin' ? (
          <ConfirmDialog
            trigger={<Button variant="secondary">Remove admin</Button>}
            title={`Remove ${fullName} as admin?`}
            confirmLabel="Yes, remove"
            onConfirm={run(() => memberActions.setRole(id, 'member'), `${fullName} is no longer an admin`)}
          >
            They lose the admin pages and become a member like any other.
          </ConfirmDialog>
        ) : (
          <ConfirmDialog
            trigger={<Button variant="secondary">Make admin</Button>}
            title={`Make ${fullName} an admin?`}
            confirmLabel="Yes, make admin"
            onConfirm={run(() => memberActions.setRole(id, 'admin'), `${fullName} is an admin`)}
          >
            They reach every admin page, once they have set up two-step sign-in.
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
