import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { T, useT } from '../../../i18n/use-t';

/** What a member who is not verified finds at TFB Studios, and where to become verified. */
export function NotVerified() {
  const t = useT();
  return (
    <EmptyState
      title={t('studios.notVerified.title')}
      action={
        <Link to="/account/verification" className={buttonClasses('primary')}>
          {t('studios.notVerified.getVerified')}
        </Link>
      }
    >
      <T
        id="studios.notVerified.text"
        components={{ 0: <Link to="/vetted-program" className="font-medium text-stone-900 underline" /> }}
      />
    </EmptyState>
  );
}
