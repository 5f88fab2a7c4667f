import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { loadWithMessages } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session';

/**
 * The dialog, the API calls behind it and what its form says of a refused name load on the first
 * press, so no page carries them unasked.
 */
const SaveDialog = lazy(() => loadWithMessages(['collecting', 'forms'], () => import('./save-dialog')));

type SaveButtonProps = {
  /** The work to save. */
  itemId: string;
  /** Its title as shown, for the button's accessible name. */
  title: string;
  className?: string;
};

/**
 * Save, on every work. A visitor gets a link to sign in that comes back here, which works before
 * the page's script has loaded (the server renders every visitor signed out); a member gets the
 * dialog that ticks their collections.
 */
export function SaveButton({ itemId, title, className = '' }: SaveButtonProps) {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const classes = buttonClasses('secondary', `relative z-10 ${className}`);

  if (session.status !== 'signed-in') {
    const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Link
        to={`/login?redirectTo=${redirectTo}`}
        className={classes}
        aria-label={t('collections.saveName', { title })}
      >
        {t('collections.save')}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-label={t('collections.saveName', { title })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('collections.save')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveDialog itemId={itemId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
