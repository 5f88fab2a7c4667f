import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { Prose } from '../../components/ui/prose';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'server',
  head: {
    title: siteTitle('The Vetted Program'),
    description: 'What verification means on Creators Archive, who may apply and how reviews work.',
  },
};

export default function VettedProgramRoute() {
  return (
    <ContentLayout
      title="Vetted Program"
      description={
        <p>
          Verification tells clients, studios and other designers that a person has looked at a member’s
          identity and work, and vouches for both.
        </p>
      }
    >
      <Prose>
        <h2 id="what-it-means">What verification means</h2>
        <p>A verified badge on a profile means one of our reviewers has confirmed that:</p>
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
        <p>
          Any member with an active subscription. Applying costs nothing beyond your membership. Before you
          apply, make sure that:
        </p>
        <ul>
          <li>your profile uses your real name and says where you are based and what you do;</li>
          <li>
            your portfolio shows enough finished work for a reviewer to judge it: a few strong pieces say more
            than many small ones;
          </li>
          <li>your bio or links point to where your work has been published, if it has.</li>
        </ul>

        <h2 id="what-reviewers-look-at">What reviewers look at</h2>
        <ul>
          <li>
            <strong>Identity</strong>: that your name, location and links agree with each other. We may ask
            you for something that shows the work is yours, such as a link to a project published under your
            name, a client reference or work-in-progress files.
          </li>
          <li>
            <strong>Authorship</strong>: that the pieces are yours and are credited honestly, including work
            made in a team or at a studio.
          </li>
          <li>
            <strong>Craft</strong>: the quality, consistency and finish of the work for the disciplines you
            list.
          </li>
          <li>
            <strong>Conduct</strong>: that your account follows our <Link to="/terms">terms</Link> and{' '}
            <Link to="/community">community guidelines</Link>.
          </li>
        </ul>

        <h2 id="how-review-works">How review works</h2>
        <ol>
          <li>
            You apply from <Link to="/account/verification">Verification</Link> in your account.
          </li>
          <li>
            A reviewer looks at your profile and portfolio. If they need more, they write to you by e-mail.
          </li>
          <li>
            You hear the decision by e-mail. If you are verified, the badge appears on your profile straight
            away. If not yet, we tell you why where we can, and you can apply again once you have made
            changes.
          </li>
        </ol>
        <p>
          We aim to reach a decision within two weeks of your application. At busy times it may take longer;
          if it does, we will let you know rather than leave you waiting in silence.
        </p>

        <h2 id="keeping-the-badge">Keeping the badge</h2>
        <p>
          A badge can be withdrawn if we learn that work shown is not the member’s, that information they gave
          us was false, or that they have broken our terms. We tell the member why.
        </p>
      </Prose>
      <div className="flex flex-wrap gap-3">
        <Link to="/account/verification" className={buttonClasses('primary')}>
          Apply for verification
        </Link>
        <Link to="/join" className={buttonClasses('secondary')}>
          Become a member
        </Link>
      </div>
    </ContentLayout>
  );
}
