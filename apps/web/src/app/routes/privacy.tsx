import { ContentLayout } from '../../components/layouts/content-layout';

export default function PrivacyRoute() {
  return (
    <ContentLayout title="Privacy policy">
      <p className="leading-7 text-stone-700">
        We keep the details you give us when you create an account (your name, e-mail address and, if you add
        it, your phone number) and the work you upload. Your browser stores your sign-in tokens so you stay
        signed in. The full policy, including how to export or delete your account, will be published here
        before paid memberships open.
      </p>
    </ContentLayout>
  );
}
