import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { deleteSession, sessionsQueryOptions, signOutOtherSessions, useSessions } from '../api/sessions';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the account is signed in, with a way to end any other sign-in. */
export function SessionsList() {
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });

  if (sessions.isPending) return <Spinner label="Loading your sessions" />;
  if (sessions.isError) return <p className="text-sm text-red-700">{sessions.error.message}</p>;
  const others = sessions.data.filter((session) => !session.current);

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-stone-100" aria-label="Signed-in devices">
        {sessions.data.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="text-sm font-medium text-stone-900">
                {session.device}
                {session.current && (
                  <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800">
                    This device
                  </span>
                )}
              </p>
              <p className="text-xs text-stone-500">
                Signed in {dateTime(session.createdAt)} · last active {dateTime(session.lastUsedAt)}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                aria-label={`Sign out ${session.device}, signed in ${dateTime(session.createdAt)}`}
                onClick={() =>
                  void deleteSession(session.id).then(async (result) => {
                    if (!result.success) return notify.error(result.error.message);
                    notify.success('Signed out of that device');
                    await refresh();
                  })
                }
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <Button
          variant="secondary"
          onClick={() =>
            void signOutOtherSessions().then(async (result) => {
              if (!result.success) return notify.error(result.error.message);
              notify.success('Signed out of all other sessions');
              await refresh();
            })
          }
        >
          Sign out of all other sessions
        </Button>
      )}
    </div>
  );
}
