import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { PageContents, Prose } from '../../components/ui/prose';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'server',
  head: {
    title: siteTitle('Terms'),
    description:
      'The terms of membership, payments, cancellation and the content you share on Creators Archive.',
  },
};

const sections = [
  { id: 'account', label: 'Your account' },
  { id: 'membership', label: 'Membership and payments' },
  { id: 'renewals', label: 'Renewals' },
  { id: 'cancelling', label: 'Cancelling and reactivating' },
  { id: 'your-work', label: 'Your work and copyright' },
  { id: 'acceptable-use', label: 'Acceptable use' },
  { id: 'verification', label: 'Verification decisions' },
  { id: 'ending', label: 'Ending an account' },
  { id: 'liability', label: 'Liability, in plain words' },
  { id: 'changes', label: 'Changes to these terms' },
] as const;

export default function TermsRoute() {
  return (
    <ContentLayout
      title="Terms of service"
      description={
        <p>
          The agreement between you and Creators Archive when you use the site or become a member. We have
          tried to write it so it can be read in one sitting. Last updated 21 November 2026.
        </p>
      }
    >
      <PageContents entries={sections} />
      <Prose>
        <p>
          By creating an account or paying for a membership you agree to these terms and to how we handle
          personal data as described in our <Link to="/privacy">privacy policy</Link>. Nothing in these terms
          takes away rights that the consumer or data protection law of your country gives you.
        </p>

        <h2 id="account">Your account</h2>
        <ul>
          <li>
            An account is for one person. Use your real name: the directory is only useful if people are who
            they say they are.
          </li>
          <li>You must be old enough to enter into a contract where you live.</li>
          <li>
            Keep your password to yourself and use one you do not use elsewhere. We recommend turning on
            two-step sign-in in your settings. Tell us through the <Link to="/contact">contact page</Link> if
            you think someone else has used your account.
          </li>
          <li>
            Keep your e-mail address up to date: it is how we reach you about your account and membership.
          </li>
        </ul>

        <h2 id="membership">Membership and payments</h2>
        <p>
          Creating an account is free. A paid membership adds what the <Link to="/join">join page</Link> lists
          for each plan, including the chance to apply to the <Link to="/vetted-program">Vetted Program</Link>
          . Plans are billed monthly or yearly.
        </p>
        <ul>
          <li>
            Prices are shown in your currency (Nigerian naira, Ghanaian cedis, Kenyan shillings, South African
            rand or US dollars) before you pay, and the price you see is the price you are charged for that
            period.
          </li>
          <li>
            Payments are processed by Paystack. Which methods you can use (cards, bank transfer, mobile money
            and others) depends on your country and currency. Your bank or mobile money provider may add its
            own charges, which we do not control.
          </li>
          <li>
            A discount code applies to the plan and period it was issued for, cannot be exchanged for money,
            and may have an end date.
          </li>
          <li>Your membership starts when Paystack confirms the payment.</li>
        </ul>

        <h2 id="renewals">Renewals</h2>
        <p>
          A membership renews automatically at the end of each period, for the same plan, unless you cancel it
          first. If the price of your plan changes, we tell you by e-mail before the first renewal at the new
          price, so you can cancel if you do not want to continue. If a renewal payment cannot be collected,
          your membership ends with the period you paid for and the paid features stop until you subscribe
          again; your account, profile and portfolio stay.
        </p>

        <h2 id="cancelling">Cancelling and reactivating</h2>
        <ul>
          <li>
            You can cancel at any time from <Link to="/account/billing">Payments</Link> in your account.
            Cancelling turns automatic renewal off: your membership is marked cancelled, and you keep
            everything you paid for until the end of the current period. Nothing more is charged.
          </li>
          <li>
            Changed your mind? Until the period ends you can reactivate from the same page: renewal turns back
            on and nothing is lost.
          </li>
          <li>
            Cancelling does not refund the period you are in, because you keep access to the end of it. If you
            were charged by mistake, or for something you did not receive, contact us and we will put it
            right.
          </li>
        </ul>

        <h2 id="your-work">Your work and copyright</h2>
        <p>
          <strong>You keep the copyright in everything you upload.</strong> We do not own your work and do not
          sell it.
        </p>
        <p>
          To run the service you give us a licence to store your work, make resized copies of it, and show it
          on Creators Archive: on your profile, in the directory, on the home page, and in the previews that
          appear when someone shares a link to your profile. The licence is non-exclusive (you can publish
          your work anywhere else), free of charge, and worldwide because the site is. It ends when you delete
          the piece or your account, apart from copies others have already saved or shared, which we cannot
          recall.
        </p>
        <p>
          You confirm that you made what you upload or have the right to publish it, and that publishing it
          does not break an agreement with a client. If a piece was made with others, credit them.
        </p>

        <h2 id="acceptable-use">Acceptable use</h2>
        <p>Please do not:</p>
        <ul>
          <li>upload work that is not yours, or present someone else’s work as your own;</li>
          <li>harass, threaten or demean anyone, or post hateful, sexually explicit or violent material;</li>
          <li>publish other people’s personal information without their permission;</li>
          <li>impersonate a person, studio or brand, or create accounts to mislead;</li>
          <li>send spam, scams or unsolicited advertising to members;</li>
          <li>
            upload malicious files, try to get into accounts or parts of the service that are not yours, or
            overload or scrape the service in ways that harm it or its members;
          </li>
          <li>use the service for anything illegal.</li>
        </ul>
        <p>
          The <Link to="/community">community guidelines</Link> say more about how we expect members to treat
          each other. If you see something that breaks these rules, report it through the{' '}
          <Link to="/contact">contact page</Link>.
        </p>

        <h2 id="verification">Verification decisions</h2>
        <p>
          Verification is our judgement, made by people, on the evidence in front of us; the{' '}
          <Link to="/vetted-program">Vetted Program</Link> page explains what reviewers look at. We may
          decline an application, and we explain why where we can. You may apply again later. We may withdraw
          a badge if we learn that work shown is not yours, that information given to us was false, or that
          you have broken these terms. A badge is not a guarantee by us of any piece of work or of any deal
          between a member and a client.
        </p>

        <h2 id="ending">Ending an account</h2>
        <ul>
          <li>
            You can delete your account at any time in <Link to="/account/settings">your settings</Link>. This
            removes your profile and portfolio and stops any renewal. The{' '}
            <Link to="/privacy">privacy policy</Link> explains what is kept afterwards and why.
          </li>
          <li>
            If you seriously or repeatedly break these terms, we may remove content, suspend your account or
            close it. Unless the law or the safety of others prevents it, we tell you why and give you a
            chance to respond first. A suspended account does not appear in the directory.
          </li>
          <li>
            If we close your account for a reason other than a breach of these terms, we refund the unused
            part of any period you paid for.
          </li>
        </ul>

        <h2 id="liability">Liability, in plain words</h2>
        <ul>
          <li>
            We work to keep Creators Archive running and your work safe, but we cannot promise the service
            will always be available or free of errors. Keep your own copies of your work.
          </li>
          <li>
            Agreements between members and clients, such as commissions, fees and deadlines, are between them.
            We are not a party to them and are not responsible for how they turn out.
          </li>
          <li>
            As far as the law allows, we are not liable for indirect losses such as lost profits or
            opportunities, and our total liability to you is limited to what you paid us in the 12 months
            before the claim.
          </li>
          <li>
            None of this limits liability that the law does not allow to be limited, such as for fraud, or
            your rights as a consumer.
          </li>
        </ul>

        <h2 id="changes">Changes to these terms</h2>
        <p>
          We may update these terms as the service grows. We change the date at the top when we do, and we
          tell members by e-mail about changes that affect them before they take effect. If you do not agree
          with a change, you can cancel or delete your account before it applies. Questions about these terms
          are welcome through the <Link to="/contact">contact page</Link>.
        </p>
      </Prose>
    </ContentLayout>
  );
}
