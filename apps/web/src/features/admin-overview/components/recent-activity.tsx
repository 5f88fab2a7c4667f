import type { MessageId } from '@creators-archive/i18n';
import { Link } from 'react-router';
import { T, useLocale, useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../lib/dates';
import type { Overview } from '../api/get-overview';

type Activity = Overview['recentActivity'][number];

const kindLabels: Record<Activity['kind'], MessageId> = {
  signup: 'admin.overview.activity.kinds.signup',
  payment: 'admin.overview.activity.kinds.payment',
  verification: 'admin.overview.activity.kinds.verification',
  booking: 'admin.overview.activity.kinds.booking',
  admin: 'admin.overview.activity.kinds.admin',
};

/** The latest happenings, newest first, each linking to the member's admin page when there is one. */
export function RecentActivity({ activity }: { activity: Activity[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="activity-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="activity-heading" className="text-lg font-semibold text-stone-900">
        {t('admin.overview.activity.heading')}
      </h2>
      {activity.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.overview.activity.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {activity.map((item, index) => (
            <li
              key={`${item.at}-${index}`}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3 text-sm"
            >
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                {t(kindLabels[item.kind])}
              </span>
              <span className="text-stone-900">{item.summary}</span>
              <time dateTime={item.at} className="text-stone-500">
                {formatDateTime(item.at, locale)}
              </time>
              {item.memberId && (
                <Link
                  to={`/admin/members/${item.memberId}`}
                  className="ml-auto text-stone-700 underline underline-offset-4"
                >
                  <T
                    id="admin.overview.activity.viewMember"
                    values={{ summary: item.summary }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
