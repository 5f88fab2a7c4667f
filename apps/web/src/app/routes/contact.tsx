import { ContentLayout } from '../../components/layouts/content-layout';
import { ContactForm } from '../../features/contact/components/contact-form';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'browser',
  head: {
    title: siteTitle('Contact'),
    description: 'Questions, problems or partnerships: write to the Creators Archive team.',
  },
};

export default function ContactRoute() {
  return (
    <ContentLayout
      title="Contact us"
      description="Questions about your account, your membership or a partnership? We would like to hear from you."
    >
      <ContactForm />
    </ContentLayout>
  );
}
