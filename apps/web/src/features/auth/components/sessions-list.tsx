import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale, useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { deleteSession, sessionsQueryOptions, signOutOtherSessions, useSessions } from '../api/sessions';

/** Where the account is signed in, with a way to end any other sign-in. */
export function SessionsList() {
  const t = useT();
  const locale = useLocale();
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const dateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });

  if (sessions.isPending) return <Spinner label={t('auth.sessions.loading')} />;
  if (sessions.isError) return <p className="text-sm text-red-700">{sessions.error.message}</p>;
  const others = sessions.data.filter((session) => !session.current);

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-stone-100" aria-label={t('auth.sessions.list')}>
        {sessions.data.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="text-sm font-medium text-stone-900">
                {session.device}
                {session.current && (
                  <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800">
                    {t('auth.sessions.thisDevice')}
                  </span>
                )}
              </p>
              <p className="text-xs text-stone-500">
                {t('auth.sessions.times', {
                  signedIn: dateTime(session.createdAt),
                  lastActive: dateTime(session.lastUsedAt),
                })}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                aria-label={t('auth.sessions.signOutDevice', {
                  device: session.device,
                  signedIn: dateTime(session.createdAt),
                })}
                onClick={() =>
                  void deleteSession(session.id).then(async (result) => {
                    if (!result.success) return notify.error(result.error.message);
                    notify.success(t('auth.sessions.signedOutDevice'));
                    await refresh();
                  })
                }
              >
                {t('auth.sessions.signOut')}
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
              notify.success(t('auth.sessions.signedOutOthers'));
              await refresh();
            })
          }
        >
          {t('auth.sessions.signOutOthers')}
        </Button>
      )}
    </div>
  );
}
