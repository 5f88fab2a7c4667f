import { useNavigate } from 'react-router';
import { useT } from '../i18n/use-t';
import { notify } from '../lib/notify';
import { signOut } from '../lib/session';

/** Signs out and lands on the home page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const t = useT();
  return async () => {
    // Leave first: a guarded page would otherwise send the member to /login as the session ends.
    await navigate('/');
    await signOut();
    notify.success(t('auth.signedOut'));
  };
}
