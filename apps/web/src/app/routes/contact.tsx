import { ContentLayout } from '../../components/layouts/content-layout';
import { ContactForm } from '../../features/contact/components/contact-form';

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
