import { Link } from 'react-router';
import { T, useT } from '../../i18n/use-t';
import { ContentPage, leadLinkClasses } from '../content-page';
import { siteTitle, type PublicPage } from '../public-page';
import * as frenchText from './help.fr.md';
import * as englishText from './help.md';

export const page: PublicPage = {
  rendering: 'server',
  head: (page) => ({
    title: siteTitle(page.t, page.t('help.title')),
    description: page.t('help.description'),
  }),
};

export default function HelpRoute() {
  const t = useT();
  return (
    <ContentPage
      title={t('help.heading')}
      text={{ en: englishText, fr: frenchText }}
      description={
        <p>
          <T id="help.lead" components={{ 0: <Link to="/contact" className={leadLinkClasses} /> }} />
        </p>
      }
    />
  );
}
