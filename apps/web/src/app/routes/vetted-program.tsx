import {
  VERIFICATION_DOCUMENT_MAX_MEGABYTES,
  VERIFICATION_LINKS_MAX,
  VERIFICATION_MIN_WORKS,
  VERIFICATION_REAPPLY_DAYS,
  VERIFICATION_STATEMENT_MAX,
  VERIFICATION_STATEMENT_MIN,
} from '@creators-archive/contract/verification/rules';
import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { Prose } from '../../components/ui/prose';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'server',
  head: {
    title: siteTitle('The Vetted Program'),
    description:
      'What the verified badge means on Creators Archive, who may apply, what an application holds and how the team decides.',
  },
};

export default function VettedProgramRoute() {
  return (
    <ContentLayout
      title="Vetted Program"
      description={
        <p>
          Verification tells clients, studios and other designers that our team has looked at a member’s
          identity and work, and vouches for both.
        </p>
      }
    >
      <Prose>
        <h2 id="what-it-means">What the badge means</h2>
        <p>A verified badge on a profile and a directory card means our team has confirmed that:</p>
        <ul>
          <li>the member is who their profile says they are;</li>
          <li>the work in their portfolio is their own, or clearly credits the people they made it with;</li>
          <li>the work shows a professional standard of craft in the disciplines they list.</li>
        </ul>
        <p>
          It is not a guarantee of any single piece of work or of how a commission will go, and it is not a
          ranking: verified designers are not “better” than others, they have been checked. Verified members
          can also reach our partner studios, TFB Studios, from their account.
        </p>

        <h2 id="who-may-apply">Who may apply</h2>
        <ul>
          <li>
            <strong>An active membership.</strong> Applying costs nothing beyond your subscription.
          </li>
          <li>
            <strong>At least {VERIFICATION_MIN_WORKS} finished works in your portfolio</strong>, so the team
            has enough to judge. A few strong pieces say more than many small ones.
          </li>
          <li>
            <strong>One application at a time.</strong> You can withdraw a waiting application and send a new
            one.
          </li>
        </ul>

        <h2 id="what-you-send">What you send</h2>
        <ul>
          <li>
            <strong>A statement</strong> of {VERIFICATION_STATEMENT_MIN} to{' '}
            {VERIFICATION_STATEMENT_MAX.toLocaleString('en')} characters: who you are, what you make and for
            whom.
          </li>
          <li>
            <strong>1 to {VERIFICATION_LINKS_MAX} links to your work elsewhere</strong>: a studio page, a
            published project, a client’s site, a profile on another platform.
          </li>
          <li>
            <strong>An identity document, if you wish</strong>: a photo or scan of an ID as an image or a PDF,
            up to {VERIFICATION_DOCUMENT_MAX_MEGABYTES} MB. It is kept privately, only the team reviewing your
            application can open it, and it is deleted as soon as your application is decided or withdrawn.
          </li>
        </ul>

        <h2 id="how-review-works">How the decision is made</h2>
        <ol>
          <li>
            You apply from <Link to="/account/verification">Verification</Link> in your account.
          </li>
          <li>
            A member of our team reviews your statement, links and portfolio: that your name, location and
            links agree with each other, that the work is yours and credited honestly, and the quality and
            consistency of the craft. They also check that your account follows our{' '}
            <Link to="/terms">terms</Link> and <Link to="/community">community guidelines</Link>.
          </li>
          <li>
            The team approves or rejects the application and you hear the decision by e-mail. If you are
            verified, the badge appears on your profile straight away.
          </li>
        </ol>

        <h2 id="if-not-yet">If you are not verified yet</h2>
        <p>
          A rejection always comes with the reason, so you know what to change. You can apply again{' '}
          {VERIFICATION_REAPPLY_DAYS} days after a rejection.
        </p>

        <h2 id="keeping-the-badge">Keeping the badge</h2>
        <p>
          The badge can be revoked if we learn that work shown is not the member’s, that information they gave
          us was false, or that they have broken our terms. We tell the member why by e-mail.
        </p>
      </Prose>
      <div className="flex flex-wrap gap-3">
        <Link to="/account/verification" className={buttonClasses('primary')}>
          Apply now
        </Link>
        <Link to="/join" className={buttonClasses('secondary')}>
          Become a member
        </Link>
      </div>
    </ContentLayout>
  );
}
