import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** What a member who is not verified finds at TFB Studios, and where to become verified. */
export function NotVerified() {
  return (
    <EmptyState
      title="TFB Studios is open to verified members"
      action={
        <Link to="/account/verification" className={buttonClasses('primary')}>
          Get verified
        </Link>
      }
    >
      Our partner studios offer verified members their perks and studio time. Verification through the{' '}
      <Link to="/vetted-program" className="font-medium text-stone-900 underline">
        Vetted Program
      </Link>{' '}
      confirms who you are and the quality of your work.
    </EmptyState>
  );
}
