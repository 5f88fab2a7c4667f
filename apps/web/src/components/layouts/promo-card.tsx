import type { User } from '@creators-archive/contract';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { buttonClasses } from '../ui/button';
import { SubscriptionBadge } from '../ui/subscription-badge';

/** Membership at a glance: an invitation to subscribe, or the plan and its state. */
export function PromoCard({ user }: { user: Pick<User, 'subscriptionStatus' | 'subscriptionPlan'> }) {
  const t = useT();
  const status = user.subscriptionStatus;

  if (status !== 'active' && status !== 'cancelled') {
    return (
      <section aria-label={t('layout.promo.membership')} className="rounded-xl bg-stone-900 p-4 text-white">
        <h2 className="text-sm font-semibold">{t('layout.promo.subscribeTitle')}</h2>
        <p className="mt-1 text-xs text-stone-300">{t('layout.promo.subscribeText')}</p>
        <Link to="/join" className={buttonClasses('secondary', 'mt-3 w-full border-0')}>
          {t('layout.promo.subscribeNow')}
        </Link>
      </section>
    );
  }

  return (
    <section
      aria-label={t('layout.promo.membership')}
      className="rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="truncate text-sm font-semibold text-stone-900">
          {user.subscriptionPlan ?? t('layout.promo.membership')}
        </h2>
        <SubscriptionBadge status={status} />
      </div>
      <Link to="/account/billing" className={buttonClasses('secondary', 'mt-3 w-full')}>
        {t('layout.promo.manageBilling')}
      </Link>
    </section>
  );
}
