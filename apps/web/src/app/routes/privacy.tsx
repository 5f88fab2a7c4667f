import { useT } from '../../i18n/use-t';
import { ContentPage, VersionNotice } from '../content-page';
import { siteTitle, type PublicPage } from '../public-page';
import * as frenchText from './privacy.fr.md';
import * as englishText from './privacy.md';

export const page: PublicPage = {
  rendering: 'server',
  head: (page) => ({
    title: siteTitle(page.t, page.t('privacy.title')),
    description: page.t('privacy.description'),
  }),
};

export default function PrivacyRoute() {
  const t = useT();
  return (
    <ContentPage
      title={t('privacy.heading')}
      text={{ en: englishText, fr: frenchText }}
      description={
        <>
          <p>{t('privacy.lead')}</p>
          <VersionNotice id="privacy.versions" path="/privacy" />
        </>
      }
    />
  );
}
