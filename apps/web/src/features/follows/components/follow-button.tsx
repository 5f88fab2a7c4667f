import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session';
import { useFollowUser } from '../api/follow-user';
import { useFollowState } from '../api/get-follow-state';

type FollowButtonProps = {
  /** The member to follow. */
  userId: string;
  /** Their name, for the button's accessible label. */
  name: string;
};

/**
 * Follow / Following. A visitor gets a link to sign in that comes back here, which works before
 * the page's script has loaded (the server renders every visitor signed out); a signed-in member
 * gets the button once their follow state is known. Nothing for the member themselves.
 */
export function FollowButton({ userId, name }: FollowButtonProps) {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const signedIn = session.status === 'signed-in';
  const state = useFollowState(userId, signedIn && session.user.id !== userId);
  const mutation = useFollowUser(userId);

  if (session.status === 'signed-out') {
    const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Link
        to={`/login?redirectTo=${redirectTo}`}
        className={buttonClasses('primary')}
        aria-label={t('follows.followName', { name })}
      >
        {t('follows.follow')}
      </Link>
    );
  }
  if (!signedIn || session.user.id === userId || !state.data) return null;

  const following = state.data.followedByMe;
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      aria-label={following ? t('follows.unfollowName', { name }) : t('follows.followName', { name })}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate(!following)}
    >
      {following ? t('follows.following') : t('follows.follow')}
    </Button>
  );
}
