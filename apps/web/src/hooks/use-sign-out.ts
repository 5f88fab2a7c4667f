import { useT } from '../i18n/use-t';
import { notify } from '../lib/notify';
import { signOut } from '../lib/session';
import { useNavigateAndWait } from './use-navigate-and-wait';

/** Signs out and lands on the home page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigateAndWait();
  const t = useT();
  return async () => {
    // Leave first: a guarded page would otherwise send the member to /login as the session ends.
    await navigate('/');
    await signOut();
    notify.success(t('layout.userMenu.signedOut'));
  };
}
