import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { PageContents, Prose } from '../../components/ui/prose';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'server',
  head: {
    title: siteTitle('Privacy'),
    description:
      'What Creators Archive stores about you, why, for how long, and your rights under the NDPA, POPIA and Kenya’s Data Protection Act.',
  },
};

const sections = [
  { id: 'what-we-keep', label: 'What we keep and why' },
  { id: 'public-private', label: 'What is public, what is private' },
  { id: 'sharing', label: 'Who else sees it' },
  { id: 'retention', label: 'How long we keep it' },
  { id: 'security', label: 'How we protect it' },
  { id: 'your-rights', label: 'Your rights' },
  { id: 'using-your-rights', label: 'How to use your rights' },
  { id: 'complaints', label: 'Complaints to a regulator' },
  { id: 'changes', label: 'Changes to this policy' },
] as const;

export default function PrivacyRoute() {
  return (
    <ContentLayout
      title="Privacy policy"
      description={
        <p>
          What Creators Archive stores about you, why, who else sees it, how long we keep it and the rights
          you have. Last updated 21 November 2026.
        </p>
      }
    >
      <PageContents entries={sections} />
      <Prose>
        <p>
          Creators Archive (“we”) decides how the personal data described here is used, and is responsible for
          it. We collect only what the service needs to work, we do not sell personal data, and we do not show
          advertising. Our pages load no third-party tracking or advertising scripts, and we do not use
          cookies to follow you around the web.
        </p>

        <h2 id="what-we-keep">What we keep and why</h2>

        <h3>Your account</h3>
        <ul>
          <li>
            <strong>Your name and e-mail address</strong>, so you can sign in, so we can write to you about
            your account, and so your name can appear on your profile.
          </li>
          <li>
            <strong>Your phone number, if you choose to give it.</strong> It is optional. We keep it so we can
            reach you about your account or membership; it is never shown on your profile.
          </li>
          <li>
            <strong>Your password, only as an argon2id hash.</strong> A hash is a one-way fingerprint: it lets
            us check the password you type, but nobody, including us, can read your password from it.
          </li>
          <li>
            <strong>Two-step sign-in</strong>, if you turn it on: the secret your authenticator app shares
            with us, stored encrypted.
          </li>
        </ul>

        <h3>Your profile</h3>
        <p>
          Your country, city, design disciplines, a short bio, a profile picture and links to your work, if
          you add them. You choose what to fill in; these fields exist so people looking for designers can
          find you and learn about you.
        </p>

        <h3>Your portfolio</h3>
        <p>
          The images you upload, with the titles, descriptions, categories and tags you give them. When an
          image arrives we remove its embedded EXIF data, including any GPS location the camera or phone
          recorded, before anything is published. We keep your original upload privately, never served to
          anyone, so we can make new sizes of it later; what visitors see are resized copies.
        </p>

        <h3>Signing in and sessions</h3>
        <p>
          When you sign in, your browser keeps two sign-in tokens in its local storage (
          <code>accessToken</code> and <code>refreshToken</code>) so you stay signed in. Signing out removes
          them. On our side, each sign-in is a session: we record the device and browser it came from (the
          “user agent” your browser sends), when it started and when it was last used, so you can see your
          sessions in your settings and end any you do not recognise. Password-reset links are stored only as
          a hash and stop working after 30 minutes or once used.
        </p>
        <p>
          To protect accounts from people guessing passwords, we count sign-in and reset attempts per IP
          address and per account for a short time. These counters are not part of your account record.
        </p>

        <h3>Payments</h3>
        <p>
          Payments are handled by Paystack. You type your card or mobile money details into Paystack’s
          checkout, not into our pages, and we never receive or store full card numbers. From Paystack we keep
          what we need to run your membership and our accounts: your plan, the amounts and currency, payment
          references and dates, the status of each payment and, if you save a card for renewals, the details
          Paystack gives us to tell it apart (such as the card type and last four digits). Paystack handles
          the payment details under its own privacy policy.
        </p>

        <h3>E-mails we send</h3>
        <p>
          We send e-mails you need: password-reset links, confirmations of a new e-mail address, notices about
          your account’s security, your membership and payments, and replies to messages you send us. Now and
          then we may send an offer such as a discount code; if you would rather not receive offers, tell us
          through the <Link to="/contact">contact page</Link> and we will stop. We keep a record of the
          e-mails we send so that a message is not lost or sent twice.
        </p>

        <h3>Messages you send us</h3>
        <p>
          When you use the <Link to="/contact">contact page</Link> we keep your name, e-mail address, subject
          and message so we can answer you. We write to that address only to answer you.
        </p>

        <h3>Views and likes</h3>
        <p>
          We count how often profiles and portfolio pieces are viewed, so members can see how their work is
          doing. A view is counted once per visitor per piece per day. To tell visitors apart without knowing
          who they are, we combine the visitor’s IP address and browser description with a random value that
          is deleted once its day is over, and keep only a one-way hash of the result. No name, account, IP
          address or cookie is stored with a view, and yesterday’s hashes cannot be matched with today’s.
          Likes are different: a like is linked to the account that gave it, so you can take it back; the
          number of likes on a piece is public.
        </p>

        <h2 id="public-private">What is public, what is private</h2>
        <p>
          <strong>Public</strong> (anyone can see it, and search engines may list it): your name, profile
          picture, country and city, disciplines, bio, links, whether you are verified, when you joined, and
          your portfolio with its titles, descriptions, tags and like counts. When someone shares a link to
          your profile, the preview shows your name, bio and cover image.
        </p>
        <p>
          <strong>Private</strong> (only you and the staff who run the service): your e-mail address, phone
          number, password hash, sessions, two-step sign-in settings, membership and payment records, and the
          messages you send us.
        </p>

        <h2 id="sharing">Who else sees it</h2>
        <ul>
          <li>
            <strong>Paystack</strong> processes your payments.
          </li>
          <li>
            <strong>The companies that host our servers and deliver our e-mail</strong> store or carry data on
            our behalf and may use it only to provide that service to us.
          </li>
          <li>
            <strong>Our reviewers</strong> see your profile and portfolio, and anything you send with an
            application, when you apply to the <Link to="/vetted-program">Vetted Program</Link>.
          </li>
          <li>
            <strong>Authorities</strong>, only when the law requires us to hand something over.
          </li>
        </ul>
        <p>
          Some of these providers may store data outside your country. Where that happens, the rules on
          cross-border transfers in the laws listed below still apply to us.
        </p>

        <h2 id="retention">How long we keep it</h2>
        <ul>
          <li>
            <strong>Your account, profile and portfolio</strong>: while your account exists. A portfolio piece
            you delete is removed with all its image files.
          </li>
          <li>
            <strong>When you delete your account</strong>: we remove your personal data, your portfolio files
            and your sessions, and stop any renewal. Invoices and payment records are kept, with your name and
            contact details removed, because accounting and tax law require businesses to keep them. If
            backups hold a copy of deleted data, it disappears as the backups are replaced; we never restore a
            deleted account from one.
          </li>
          <li>
            <strong>Sign-in tokens in your browser</strong>: until you sign out or they expire.
          </li>
          <li>
            <strong>Password-reset links</strong>: 30 minutes at most.
          </li>
          <li>
            <strong>Messages you send us</strong>: as long as we need them to help you and to keep a record of
            what we agreed.
          </li>
          <li>
            <strong>View counts</strong>: kept as numbers, with nothing that identifies a visitor.
          </li>
        </ul>

        <h2 id="security">How we protect it</h2>
        <p>
          Passwords are stored only as argon2id hashes; reset links and sign-in refresh tokens only as hashes;
          two-step secrets encrypted. Sign-in tokens are short-lived; the token that renews them is replaced
          each time it is used, and if an old one is ever presented again we end that session. Staff see
          private data only when they need it to run the service or to help you. No system is perfectly safe:
          if a breach puts your personal data at risk, we will tell you and the regulators as the law
          requires.
        </p>

        <h2 id="your-rights">Your rights</h2>
        <p>
          Nigeria’s Data Protection Act 2023 (NDPA), South Africa’s Protection of Personal Information Act
          (POPIA) and Kenya’s Data Protection Act 2019 give you these rights over your personal data, wherever
          you live:
        </p>
        <ul>
          <li>
            <strong>To be informed</strong> of what we collect and why. This page is how we do that.
          </li>
          <li>
            <strong>Access</strong>: to know whether we hold data about you and to get a copy of it.
          </li>
          <li>
            <strong>Correction</strong>: to have data that is wrong, out of date or incomplete put right.
          </li>
          <li>
            <strong>Deletion</strong>: to have your data erased when we no longer have a reason to keep it.
          </li>
          <li>
            <strong>Objection</strong>: to object to a use of your data, including to direct marketing at any
            time, and to withdraw consent you gave.
          </li>
          <li>
            <strong>Portability</strong>: under the NDPA and Kenya’s Act, to receive the data you gave us in a
            common, machine-readable form, or have it sent to another service.
          </li>
          <li>
            <strong>Not to be judged by a machine alone</strong>: we make no decisions about you by automated
            means only. Verification decisions are made by people.
          </li>
          <li>
            <strong>Complaint</strong>: to complain to the regulator in your country (see below).
          </li>
        </ul>
        <p>
          If you live elsewhere, for example in Ghana under its Data Protection Act 2012, you have similar
          rights, and we honour the same requests.
        </p>

        <h2 id="using-your-rights">How to use your rights</h2>
        <ul>
          <li>
            <strong>See and correct your details</strong>: edit your profile, e-mail address and phone number
            in <Link to="/account/settings">your settings</Link>; edit or delete portfolio pieces in{' '}
            <Link to="/account/portfolio">your portfolio</Link>.
          </li>
          <li>
            <strong>Delete your account</strong>: in <Link to="/account/settings">your settings</Link>, choose
            Delete account. You will be asked for your password, and for a code if two-step sign-in is on.
          </li>
          <li>
            <strong>Anything else</strong> (a copy of your data, portability, an objection, a question): write
            to us through the <Link to="/contact">contact page</Link> from the e-mail address on your account,
            and say which right you are using.
          </li>
        </ul>
        <p>
          We may ask you to confirm it is you before we act, so nobody else can get your data. We do not
          charge for these requests, and we aim to answer within 30 days.
        </p>

        <h2 id="complaints">Complaints to a regulator</h2>
        <p>
          Please tell us first if something is wrong, so we can put it right. You may also complain to your
          country’s regulator at any time:
        </p>
        <ul>
          <li>
            Nigeria: the Nigeria Data Protection Commission (NDPC),{' '}
            <a href="https://ndpc.gov.ng" rel="noopener noreferrer">
              ndpc.gov.ng
            </a>
            .
          </li>
          <li>
            South Africa: the Information Regulator,{' '}
            <a href="https://inforegulator.org.za" rel="noopener noreferrer">
              inforegulator.org.za
            </a>
            .
          </li>
          <li>
            Kenya: the Office of the Data Protection Commissioner (ODPC),{' '}
            <a href="https://www.odpc.go.ke" rel="noopener noreferrer">
              odpc.go.ke
            </a>
            .
          </li>
        </ul>

        <h2 id="changes">Changes to this policy</h2>
        <p>
          When we change how we use personal data, we update this page and its date. If a change matters to
          you, for example a new use of your data or a new provider that receives it, we tell you by e-mail
          before it takes effect.
        </p>
      </Prose>
    </ContentLayout>
  );
}
