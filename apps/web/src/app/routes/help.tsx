import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { PageContents, Prose } from '../../components/ui/prose';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'server',
  head: {
    title: siteTitle('Help'),
    description: 'Answers about accounts, uploads, payments, verification and TFB Studios.',
  },
};

const sections = [
  { id: 'account', label: 'Your account' },
  { id: 'signing-in', label: 'Signing in and passwords' },
  { id: 'two-step', label: 'Two-step sign-in codes' },
  { id: 'portfolio', label: 'Your portfolio' },
  { id: 'payments', label: 'Payments and membership' },
  { id: 'verification', label: 'Verification and TFB Studios' },
  { id: 'contact', label: 'Still stuck?' },
] as const;

export default function HelpRoute() {
  return (
    <ContentLayout
      title="Help & Support"
      description={
        <p>
          Answers to the questions members ask most. If yours is not here, write to us through the{' '}
          <Link to="/contact" className="font-medium text-stone-900 underline underline-offset-4">
            contact page
          </Link>
          .
        </p>
      }
    >
      <PageContents entries={sections} />
      <Prose>
        <h2 id="account">Your account</h2>

        <h3>How do I create an account?</h3>
        <p>
          Go to <Link to="/join">Join</Link> and enter your name, e-mail address and a password; a phone
          number is optional. Creating an account is free. You can then fill in your profile and upload work;
          a paid membership is needed for the Vetted Program.
        </p>

        <h3>What makes a good password?</h3>
        <p>
          At least 8 characters, and up to 128. Length helps more than symbols: a few unrelated words make a
          strong password that is easy to remember. We refuse the most common passwords, because they are the
          first ones attackers try. Do not reuse a password from another site.
        </p>

        <h3>How do I change my name, profile or e-mail address?</h3>
        <p>
          In <Link to="/account/settings">Settings</Link>. A new e-mail address takes effect once you open the
          confirmation link we send to it, so an address cannot be changed to one you do not control.
        </p>

        <h3>How do I delete my account?</h3>
        <p>
          In <Link to="/account/settings">Settings</Link>, choose Delete account and confirm with your
          password (and a code, if two-step sign-in is on). Your profile, portfolio and sessions are removed
          and any renewal stops. The <Link to="/privacy">privacy policy</Link> explains the little we must
          keep.
        </p>

        <h2 id="signing-in">Signing in and passwords</h2>

        <h3>I forgot my password.</h3>
        <p>
          Use <Link to="/forgot-password">Forgot password</Link> and enter your e-mail address. If an account
          uses that address, we send a link to set a new password. The link works once and for 30 minutes.
          Setting a new password signs you out on every device, so anyone else who had your password is signed
          out too.
        </p>

        <h3>The reset e-mail has not arrived.</h3>
        <p>
          Wait a few minutes and look in your spam or promotions folder. Check that you typed the address you
          signed up with: for your security, the page says the same thing whether or not an account uses the
          address you entered. If you ask for several links, use the newest.
        </p>

        <h3>I was signed out unexpectedly.</h3>
        <p>
          Sessions end when you sign out, after a password reset or a password change made on another device,
          or after a long time without use. Clearing your browser’s site data also signs you out, because that
          is where your sign-in is kept. In <Link to="/account/settings">Settings</Link> you can see every
          device signed in to your account and sign out of any you do not recognise.
        </p>

        <h3>Sign-in says to wait before trying again.</h3>
        <p>
          After many wrong passwords we slow down further attempts for that account for a while. This protects
          you from people guessing your password; your account is never locked for good. Wait a little, or
          reset your password.
        </p>

        <h2 id="two-step">Two-step sign-in codes</h2>

        <h3>What is two-step sign-in?</h3>
        <p>
          A second check after your password: a 6-digit code from an authenticator app on your phone (any app
          that supports time-based codes). Someone who learns your password still cannot sign in without your
          phone.
        </p>

        <h3>How do I turn it on?</h3>
        <p>
          In <Link to="/account/settings">Settings</Link>, choose Set up two-step sign-in, scan the QR code
          with your authenticator app (or type in the key shown under it), then enter the code the app shows
          to confirm. From then on, sign-in asks for a code after your password.
        </p>

        <h3>My code is not accepted.</h3>
        <p>
          Codes change every 30 seconds, so type the one on screen now, and each code works only once. If
          codes are always refused, your phone’s clock is probably wrong: set it to update the time
          automatically.
        </p>

        <h3>I lost the phone with my authenticator app.</h3>
        <p>
          Resetting your password does not turn two-step sign-in off; that is what makes it safe. Write to us
          through the <Link to="/contact">contact page</Link> from the e-mail address on your account. We have
          to be sure it is you before we remove the second step, so this takes longer than signing in. If you
          still have a signed-in device, turn two-step sign-in off and on again in Settings with your new
          phone instead.
        </p>

        <h2 id="portfolio">Your portfolio</h2>

        <h3>Which files can I upload?</h3>
        <ul>
          <li>JPEG, PNG, WebP and AVIF images.</li>
          <li>GIF images, of which we keep only the first frame: animations do not play.</li>
          <li>Up to 20 MB and 40 megapixels per image (for example, 8000 × 5000 pixels).</li>
        </ul>
        <p>
          We check the file itself, not its name, so renaming a file does not change its type. PDFs, videos
          and design files such as PSD or Figma files are not accepted; export an image instead.
        </p>

        <h3>Why does a new piece say it is processing?</h3>
        <p>
          After an upload we make smaller copies of the image in modern formats, sized for phones, tablets and
          large screens, so your work loads fast even on a slow connection. This usually takes a few seconds;
          the piece appears on your profile when it is ready.
        </p>

        <h3>Is the location where I took a photo published?</h3>
        <p>
          No. We remove the hidden EXIF data from every image on upload, including GPS location, and apply the
          photo’s rotation so it still shows the right way up.
        </p>

        <h3>How do I choose my cover image and profile picture?</h3>
        <p>
          In <Link to="/account/portfolio">Portfolio</Link>, choose a piece and set it as your cover (shown on
          your card in the directory) or use it as your profile picture. You can also give each piece a title,
          description, category and up to 10 tags so people can find it.
        </p>

        <h2 id="payments">Payments and membership</h2>

        <h3>Which currencies and payment methods can I use?</h3>
        <p>
          Plans are priced in Nigerian naira (NGN), Ghanaian cedis (GHS), Kenyan shillings (KES), South
          African rand (ZAR) and US dollars (USD), so you can pay in the money you earn. Payment goes through
          Paystack, whose checkout shows the methods available for your currency: cards, and depending on your
          country, options such as bank transfer, USSD or mobile money (for example M-Pesa or MTN MoMo).
        </p>

        <h3>Do you see my card details?</h3>
        <p>
          No. You enter them on Paystack’s checkout; we receive only the result, the amount and a reference.
        </p>

        <h3>I paid, but my membership is not active yet.</h3>
        <p>
          After Paystack sends you back to us we check the payment, which can take a moment, especially for
          mobile money that you approve on your phone. If your membership still shows as inactive after a few
          minutes, contact us with the payment reference from your Paystack receipt and we will sort it out.
          Do not pay a second time.
        </p>

        <h3>How do I cancel?</h3>
        <p>
          In your account, go to <Link to="/account/billing">Payments</Link> and cancel. Renewal stops and you
          keep your membership until the end of the period you paid for. Until then you can reactivate from
          the same page. Cancelling does not delete your account or your portfolio.
        </p>

        <h2 id="verification">Verification and TFB Studios</h2>

        <h3>How do I get verified?</h3>
        <p>
          Members with an active subscription can apply from{' '}
          <Link to="/account/verification">Verification</Link> in their account. The{' '}
          <Link to="/vetted-program">Vetted Program</Link> page explains what reviewers look at and how long
          review takes.
        </p>

        <h3>What is TFB Studios?</h3>
        <p>
          TFB Studios is our partner studios programme, open to verified members. Once you are verified, TFB
          Studios appears in your account’s menu, with what the studios offer and how to work with them.
        </p>

        <h2 id="contact">Still stuck?</h2>
        <p>
          Write to us through the <Link to="/contact">contact page</Link>. Tell us the e-mail address on your
          account and what you were trying to do; a screenshot of any error helps. Never send us your password
          or a sign-in code: we will never ask for them.
        </p>
      </Prose>
    </ContentLayout>
  );
}
