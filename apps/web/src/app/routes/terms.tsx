import { useT } from '../../i18n/use-t';
import { ContentPage, VersionNotice } from '../content-page';
import { siteTitle, type PublicPage } from '../public-page';
import * as frenchText from './terms.fr.md';
import * as englishText from './terms.md';

export const page: PublicPage = {
  rendering: 'server',
  head: (page) => ({
    title: siteTitle(page.t, page.t('terms.title')),
    description: page.t('terms.description'),
  }),
};

export default function TermsRoute() {
  const t = useT();
  return (
    <ContentPage
      title={t('terms.heading')}
      text={{ en: englishText, fr: frenchText }}
      description={
        <>
          <p>{t('terms.lead')}</p>
          <VersionNotice id="terms.versions" path="/terms" />
        </>
      }
    />
  );
}
