import { ContentLayout } from '../../components/layouts/content-layout';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useT } from '../../i18n/use-t';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'browser',
  head: ({ t }) => ({
    title: siteTitle(t, t('contact.head.title')),
    description: t('contact.head.description'),
  }),
};

export default function ContactRoute() {
  const t = useT();
  return (
    <ContentLayout title={t('contact.title')} description={t('contact.description')}>
      <ContactForm />
    </ContentLayout>
  );
}
