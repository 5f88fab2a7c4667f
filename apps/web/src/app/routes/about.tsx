import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { Prose } from '../../components/ui/prose';
import { T, useT } from '../../i18n/use-t';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'server',
  head: (page) => ({
    title: siteTitle(page.t, page.t('about.title')),
    description: page.t('about.description'),
  }),
};

const strong = <strong />;

export default function AboutRoute() {
  const t = useT();
  return (
    <ContentLayout title={t('about.heading')} description={<p>{t('about.lead')}</p>}>
      <Prose>
        <h2 id="who-it-is-for">{t('about.whoItIsFor.heading')}</h2>
        <p>{t('about.whoItIsFor.text')}</p>

        <h2 id="why">{t('about.why.heading')}</h2>
        <p>{t('about.why.problem')}</p>
        <p>{t('about.why.choices')}</p>
        <ul>
          <li>
            <T id="about.why.light" components={{ 0: strong }} />
          </li>
          <li>
            <T id="about.why.localMoney" components={{ 0: strong }} />
          </li>
          <li>
            <T id="about.why.ownership" components={{ 0: strong }} />
          </li>
          <li>
            <T id="about.why.trust" components={{ 0: strong, 1: <Link to="/vetted-program" /> }} />
          </li>
        </ul>

        <h2 id="what-we-offer">{t('about.offer.heading')}</h2>
        <ul>
          <li>{t('about.offer.portfolio')}</li>
          <li>
            <T id="about.offer.directory" components={{ 0: <Link to="/designers" /> }} />
          </li>
          <li>{t('about.offer.statistics')}</li>
          <li>{t('about.offer.vetted')}</li>
        </ul>
        <p>
          <T id="about.offer.plans" components={{ 0: <Link to="/join" /> }} />
        </p>

        <h2 id="how-we-work">{t('about.howWeWork.heading')}</h2>
        <p>
          <T
            id="about.howWeWork.text"
            components={{
              0: <Link to="/privacy" />,
              1: <Link to="/terms" />,
              2: <Link to="/community" />,
              3: <Link to="/contact" />,
            }}
          />
        </p>
      </Prose>
      <div className="flex flex-wrap gap-3">
        <Link to="/join" className={buttonClasses('primary')}>
          {t('about.join')}
        </Link>
        <Link to="/designers" className={buttonClasses('secondary')}>
          {t('about.browseDesigners')}
        </Link>
      </div>
    </ContentLayout>
  );
}
