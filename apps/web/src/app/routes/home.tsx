import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import {
  FeaturedDesigners,
  LatestWork,
  prefetchHomeRows,
} from '../../features/directory/components/featured-designers';
import { siteHead, type PublicPage } from '../public-page';

const offers = [
  {
    title: 'A portfolio that travels',
    text: 'Upload your best work once and share one address with clients, studios and juries.',
  },
  {
    title: 'The Vetted Program',
    text: 'Members can be reviewed and verified, so the people who hire designers know whom they are hiring.',
  },
  {
    title: 'TFB Studios',
    text: 'Verified members reach our partner studios for collaborations, residencies and commissions.',
  },
];

export const page: PublicPage = {
  rendering: 'server',
  prefetch: ({ queryClient }) => prefetchHomeRows(queryClient),
  head: siteHead,
};

export default function HomeRoute() {
  return (
    <>
      <section className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            For designers in Africa
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-stone-900 sm:text-5xl">
            An archive of African design, kept by the people who make it
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-stone-600">
            Creators Archive is a home for your portfolio, a directory where clients find designers, and a
            membership that opens doors to verification and partner studios.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/join" className={buttonClasses('primary')}>
              Join Creators Archive
            </Link>
            <Link to="/designers" className={buttonClasses('secondary')}>
              Browse designers
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="featured-heading" className="mx-auto w-full max-w-5xl px-4 pt-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="featured-heading" className="text-2xl font-semibold tracking-tight text-stone-900">
              Featured verified designers
            </h2>
            <p className="mt-1 text-stone-600">Reviewed through the Vetted Program, most liked first.</p>
          </div>
          <Link
            to="/designers?verified=true&sort=popular"
            className="text-sm font-medium text-stone-900 underline underline-offset-4"
          >
            All verified designers
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
              Latest work
            </h2>
            <p className="mt-1 text-stone-600">From the designers who joined most recently.</p>
          </div>
          <Link to="/designers" className="text-sm font-medium text-stone-900 underline underline-offset-4">
            Browse the directory
          </Link>
        </div>
        <div className="mt-8">
          <LatestWork />
        </div>
      </section>
      <section aria-labelledby="offers-heading" className="mx-auto w-full max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="offers-heading" className="text-2xl font-semibold tracking-tight text-stone-900">
          What membership brings
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {offers.map((offer) => (
            <li key={offer.title} className="rounded-2xl border border-stone-200 bg-white p-6">
              <h3 className="font-semibold text-stone-900">{offer.title}</h3>
              <p className="mt-2 text-sm leading-6 text-stone-600">{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="join-heading" className="mx-auto w-full max-w-5xl px-4 pb-16 sm:px-6">
        <div className="rounded-2xl bg-stone-900 px-6 py-10 text-white sm:px-10">
          <h2 id="join-heading" className="text-2xl font-semibold tracking-tight">
            Show your work where clients look for it
          </h2>
          <p className="mt-3 max-w-2xl text-stone-300">
            Membership is priced in naira, cedi, shillings, rand or dollars. Upload your portfolio, appear in
            the directory and apply to be verified.
          </p>
          <Link
            to="/join"
            className="mt-6 inline-flex items-center justify-center rounded-lg bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-200"
          >
            Join Creators Archive
          </Link>
        </div>
      </section>
    </>
  );
}
