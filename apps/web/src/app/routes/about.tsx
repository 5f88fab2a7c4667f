import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { Prose } from '../../components/ui/prose';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'server',
  head: {
    title: siteTitle('About'),
    description: 'Who Creators Archive is for, and why it is built light for phones on costly mobile data.',
  },
};

export default function AboutRoute() {
  return (
    <ContentLayout
      title="About Creators Archive"
      description={
        <p>
          A portfolio and membership platform for designers in Africa: a place to show your work, be found by
          the people who hire designers, and be vouched for.
        </p>
      }
    >
      <Prose>
        <h2 id="who-it-is-for">Who it is for</h2>
        <p>
          Designers working in Africa or from it, in every discipline: brand identity and typography,
          illustration, UI and product design, motion, photography, packaging, fashion and textile design, and
          more. And the clients, studios and recruiters looking for them, who should be able to find a
          designer by what they do and where they are.
        </p>

        <h2 id="why">Why we built it</h2>
        <p>
          The big portfolio sites were not built for the way most designers here work. They are heavy: a page
          full of large images can weigh megabytes, which on a phone over mobile data costs real money and
          real time. They charge in dollars and expect an international card, which many people do not have.
        </p>
        <p>So we made different choices:</p>
        <ul>
          <li>
            <strong>Light on a phone.</strong> Pages are small, and images are resized and sent in modern
            formats at the size your screen needs, so a portfolio opens quickly on a slow connection without
            eating your data.
          </li>
          <li>
            <strong>Pay with the money you have.</strong> Membership is priced in naira, cedis, Kenyan
            shillings, rand and US dollars, and paid through Paystack with cards or, where available, bank
            transfer, USSD or mobile money.
          </li>
          <li>
            <strong>Your work stays yours.</strong> Members keep the copyright in everything they upload; we
            only show it. Location data hidden in photos is removed on upload.
          </li>
          <li>
            <strong>Trust you can see.</strong> Through the <Link to="/vetted-program">Vetted Program</Link>{' '}
            reviewers check a member’s identity and work, so a verified badge means something.
          </li>
        </ul>

        <h2 id="what-we-offer">What Creators Archive offers</h2>
        <ul>
          <li>A portfolio with one address to share with clients, studios and juries.</li>
          <li>
            A place in the <Link to="/designers">designer directory</Link>, searchable by name, discipline and
            country.
          </li>
          <li>Simple figures on who is looking at your work, counted without tracking your visitors.</li>
          <li>The Vetted Program and, once verified, our partner studios, TFB Studios.</li>
        </ul>
        <p>
          The <Link to="/join">join page</Link> shows what each plan includes and what it costs in your
          currency.
        </p>

        <h2 id="how-we-work">How we work</h2>
        <p>
          We collect only what the service needs and say plainly what that is in our{' '}
          <Link to="/privacy">privacy policy</Link>. We show no advertising. Our{' '}
          <Link to="/terms">terms</Link> and <Link to="/community">community guidelines</Link> are written to
          be read. If something is unclear or wrong, <Link to="/contact">tell us</Link>: we read every
          message.
        </p>
      </Prose>
      <div className="flex flex-wrap gap-3">
        <Link to="/join" className={buttonClasses('primary')}>
          Join Creators Archive
        </Link>
        <Link to="/designers" className={buttonClasses('secondary')}>
          Browse designers
        </Link>
      </div>
    </ContentLayout>
  );
}
