import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { Prose } from '../../components/ui/prose';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'server',
  head: {
    title: siteTitle('Community'),
    description:
      'How designers on Creators Archive credit each other’s work and keep the archive a good place.',
  },
};

export default function CommunityRoute() {
  return (
    <ContentLayout
      title="Community"
      description={
        <p>
          Creators Archive is a community of designers across Africa who show their work, learn from each
          other and want to be found by the people who need them.
        </p>
      }
    >
      <Prose>
        <h2 id="what-it-is">What the community is about</h2>
        <p>
          Brand designers, illustrators, type designers, UI designers, photographers, fashion and textile
          designers, animators and more, in many countries, working in many languages. What connects them is
          the work, and the belief that it deserves to be seen, credited and paid for fairly.
        </p>
        <p>Today, the community lives on the site itself:</p>
        <ul>
          <li>
            the <Link to="/designers">designer directory</Link>, where anyone can search by name, discipline
            and country;
          </li>
          <li>members’ profiles and portfolios, where you can like the work that moves you;</li>
          <li>
            the <Link to="/vetted-program">Vetted Program</Link>, through which members can be verified, and
            TFB Studios, our partner studios for verified members.
          </li>
        </ul>
        <p>
          We would rather grow the community slowly and well than fill it with noise. When we add new ways for
          members to meet, members will hear about them first.
        </p>

        <h2 id="guidelines">Community guidelines</h2>
        <p>
          These guidelines sit alongside our <Link to="/terms">terms of service</Link>. They describe the
          place we want this to be.
        </p>

        <h3>Be respectful</h3>
        <p>
          Treat other members as you would a colleague whose work you admire. Disagree with ideas, not people.
          No harassment, threats, insults, or hate aimed at anyone’s origin, ethnicity, religion, gender,
          sexuality, disability or age.
        </p>

        <h3>Show only work you made, and credit others</h3>
        <p>
          Your portfolio is a statement that the work is yours. If a piece was made in a team, at an agency or
          with a photographer, say who did what. If a client asked you not to publish a project, respect that.
        </p>

        <h3>No plagiarism</h3>
        <p>
          Copying someone else’s work, tracing it, or passing off a lightly changed version as your own is not
          allowed, whoever the original belongs to. Being inspired is part of design; copying is not. Be
          honest about how a piece was made, for example when it is a personal concept rather than a real
          commission, or when generative tools played a large part.
        </p>

        <h3>Keep it professional</h3>
        <p>
          Portfolios here are seen by clients, studios and students. No sexually explicit or gratuitously
          violent material, no spam, and no messages or content that mislead people or try to take their
          money.
        </p>

        <h3>Protect people’s privacy</h3>
        <p>
          Do not publish anyone’s personal details, such as a phone number, home address or private photos,
          without their permission.
        </p>

        <h2 id="reporting">Reporting a problem</h2>
        <p>
          If you see work that has been copied, an account pretending to be someone, or anything else that
          breaks these guidelines, tell us through the <Link to="/contact">contact page</Link>. Include the
          link to the profile or piece and what is wrong; if it is your own work that has been copied, a link
          to where you published it first helps.
        </p>
        <p>
          A person reads every report. We may ask the member concerned for their side, remove content,
          withdraw a verified badge or suspend an account, depending on what happened. We do not tell the
          other member who reported them.
        </p>
      </Prose>
    </ContentLayout>
  );
}
