import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { Prose } from '../../components/ui/prose';
import { T, useT } from '../../i18n/use-t';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'server',
  head: (page) => ({
    title: siteTitle(page.t, page.t('community.title')),
    description: page.t('community.description'),
  }),
};

export default function CommunityRoute() {
  const t = useT();
  return (
    <ContentLayout title={t('community.title')} description={<p>{t('community.lead')}</p>}>
      <Prose>
        <h2 id="what-it-is">{t('community.about.heading')}</h2>
        <p>{t('community.about.text')}</p>
        <p>{t('community.about.today')}</p>
        <ul>
          <li>
            <T id="community.about.directory" components={{ 0: <Link to="/designers" /> }} />
          </li>
          <li>{t('community.about.profiles')}</li>
          <li>
            <T id="community.about.vetted" components={{ 0: <Link to="/vetted-program" /> }} />
          </li>
        </ul>
        <p>{t('community.about.growth')}</p>

        <h2 id="guidelines">{t('community.guidelines.heading')}</h2>
        <p>
          <T id="community.guidelines.intro" components={{ 0: <Link to="/terms" /> }} />
        </p>

        <h3>{t('community.guidelines.respect.heading')}</h3>
        <p>{t('community.guidelines.respect.text')}</p>

        <h3>{t('community.guidelines.credit.heading')}</h3>
        <p>{t('community.guidelines.credit.text')}</p>

        <h3>{t('community.guidelines.plagiarism.heading')}</h3>
        <p>{t('community.guidelines.plagiarism.text')}</p>

        <h3>{t('community.guidelines.professional.heading')}</h3>
        <p>{t('community.guidelines.professional.text')}</p>

        <h3>{t('community.guidelines.privacy.heading')}</h3>
        <p>{t('community.guidelines.privacy.text')}</p>

        <h2 id="reporting">{t('community.reporting.heading')}</h2>
        <p>
          <T id="community.reporting.how" components={{ 0: <Link to="/contact" /> }} />
        </p>
        <p>{t('community.reporting.review')}</p>
      </Prose>
    </ContentLayout>
  );
}
