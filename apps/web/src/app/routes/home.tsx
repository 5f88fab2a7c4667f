import type { MessageId } from '@creators-archive/i18n';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import {
  FeaturedDesigners,
  LatestWork,
  prefetchHomeRows,
} from '../../features/directory/components/featured-designers';
import { useT } from '../../i18n/use-t';
import { siteHead, type PublicPage } from '../public-page';

const offers: { title: MessageId; text: MessageId }[] = [
  { title: 'home.offers.portfolio.title', text: 'home.offers.portfolio.text' },
  { title: 'home.offers.vetted.title', text: 'home.offers.vetted.text' },
  { title: 'home.offers.studios.title', text: 'home.offers.studios.text' },
];

export const page: PublicPage = {
  rendering: 'server',
  prefetch: ({ queryClient }) => prefetchHomeRows(queryClient),
  head: ({ t }) => siteHead(t),
};

export default function HomeRoute() {
  const t = useT();
  return (
    <>
      <section className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('home.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-stone-900 sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-stone-600">{t('home.intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/join" className={buttonClasses('primary')}>
              {t('home.join')}
            </Link>
            <Link to="/designers" className={buttonClasses('secondary')}>
              {t('home.browseDesigners')}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="featured-heading" className="mx-auto w-full max-w-5xl px-4 pt-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="featured-heading" className="text-2xl font-semibold tracking-tight text-stone-900">
              {t('home.featured.title')}
            </h2>
            <p className="mt-1 text-stone-600">{t('home.featured.text')}</p>
          </div>
          <Link
            to="/designers?verified=true&sort=popular"
            className="text-sm font-medium text-stone-900 underline underline-offset-4"
          >
            {t('home.featured.all')}
          </Link>
        </div>
        <div className="mt-8">
          <FeaturedDesigners prioritiseFirst />
        </div>
      </section>
      <section aria-labelledby="latest-heading" className="mx-auto w-full max-w-5xl px-4 pt-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="latest-heading" className="text-2xl font-semibold tracking-tight text-stone-900">
              {t('home.latest.title')}
            </h2>
            <p className="mt-1 text-stone-600">{t('home.latest.text')}</p>
          </div>
          <Link to="/designers" className="text-sm font-medium text-stone-900 underline underline-offset-4">
            {t('home.latest.browse')}
          </Link>
        </div>
        <div className="mt-8">
          <LatestWork />
        </div>
      </section>
      <section aria-labelledby="offers-heading" className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="offers-heading" className="text-2xl font-semibold tracking-tight text-stone-900">
          {t('home.offers.title')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {offers.map((offer) => (
            <li key={offer.title} className="rounded-2xl border border-stone-200 bg-white p-6">
              <h3 className="font-semibold text-stone-900">{t(offer.title)}</h3>
              <p className="mt-2 text-sm leading-6 text-stone-600">{t(offer.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="join-heading" className="mx-auto w-full max-w-5xl px-4 pb-16 sm:px-6">
        <div className="rounded-2xl bg-stone-900 px-6 py-10 text-white sm:px-10">
          <h2 id="join-heading" className="text-2xl font-semibold tracking-tight">
            {t('home.cta.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-stone-300">{t('home.cta.text')}</p>
          <Link
            to="/join"
            className="mt-6 inline-flex items-center justify-center rounded-lg bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-200"
          >
            {t('home.join')}
          </Link>
        </div>
      </section>
    </>
  );
}
