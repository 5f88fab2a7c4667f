import type { Studio } from '@creators-archive/contract/studios/studio';
import { useId } from 'react';
import { T, useLocale, useT } from '../../../i18n/use-t';
import { countryName } from '../studio-time';
import { BookingForm } from './booking-form';
import { OpeningHours } from './opening-hours';
import { StudioPhotos } from './studio-photos';

type StudioCardProps = { studio: Studio; priority?: boolean };

/** One partner studio: photos, where it is, what it offers members, its hours and a booking form. */
export function StudioCard({ studio, priority = false }: StudioCardProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <StudioPhotos photos={studio.photos} priority={priority} />
      <header className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-stone-900">
          {studio.name}
        </h2>
        <p className="text-sm text-stone-600">
          {studio.city}, {countryName(studio.country, locale)}
        </p>
      </header>
      <p className="text-sm leading-6 text-stone-700">{studio.description}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-4">
          {studio.facilities.length > 0 && (
            <section className="space-y-2">
              <h3 className="text-sm font-semibold text-stone-900">{t('studios.card.facilities')}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
                {studio.facilities.map((facility) => (
                  <li key={facility}>{facility}</li>
                ))}
              </ul>
            </section>
          )}
          <section className="space-y-1">
            <h3 className="text-sm font-semibold text-stone-900">{t('studios.card.memberPerk')}</h3>
            <p className="text-sm text-stone-700">{studio.memberPerk}</p>
          </section>
          <p className="text-sm text-stone-700">
            <T
              id="studios.card.contact"
              values={{ email: studio.contactEmail }}
              components={{
                0: (
                  <a
                    href={`mailto:${studio.contactEmail}`}
                    className="font-medium text-stone-900 underline"
                  />
                ),
              }}
            />
          </p>
        </div>
        <OpeningHours hours={studio.openingHours} timeZone={studio.timeZone} />
      </div>
      <BookingForm studio={studio} />
    </article>
  );
}
