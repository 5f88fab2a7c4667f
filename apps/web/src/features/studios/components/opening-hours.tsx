import type { OpeningHours as OpeningHoursOfDay } from '@creators-archive/contract/studios/studio';
import { useId } from 'react';
import { useLocale, useT } from '../../../i18n/use-t';
import { isoWeekdays, timeZoneLabel, weekdayName } from '../studio-time';

type OpeningHoursProps = { hours: OpeningHoursOfDay[]; timeZone: string };

/** A studio's week, Monday first, on its own clock with the zone named; a day not listed is closed. */
export function OpeningHours({ hours, timeZone }: OpeningHoursProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-stone-900">
        {t('studios.hours.heading')}
      </h3>
      <p className="text-xs text-stone-600">
        {t('studios.hours.localTime', { zone: timeZoneLabel(timeZone, locale) })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {isoWeekdays.map((day) => {
          const open = hours.find((entry) => entry.day === day);
          return (
            <div key={day} className="contents">
              <dt className="text-stone-600">{weekdayName(day, locale)}</dt>
              <dd className="text-stone-900">
                {open ? `${open.opens}–${open.closes}` : t('studios.hours.closed')}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
