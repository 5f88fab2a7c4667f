import {
  VERIFICATION_DOCUMENT_MAX_MEGABYTES,
  VERIFICATION_LINKS_MAX,
  VERIFICATION_MIN_WORKS,
  VERIFICATION_REAPPLY_DAYS,
  VERIFICATION_STATEMENT_MAX,
  VERIFICATION_STATEMENT_MIN,
} from '@creators-archive/contract/verification/rules';
import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { Prose } from '../../components/ui/prose';
import { T, useT } from '../../i18n/use-t';
import { siteTitle, type PublicPage } from '../public-page';

export const page: PublicPage = {
  rendering: 'server',
  head: (page) => ({
    title: siteTitle(page.t, page.t('vettedProgram.title')),
    description: page.t('vettedProgram.description'),
  }),
};

const strong = <strong />;

export default function VettedProgramRoute() {
  const t = useT();
  return (
    <ContentLayout title={t('vettedProgram.heading')} description={<p>{t('vettedProgram.lead')}</p>}>
      <Prose>
        <h2 id="what-it-means">{t('vettedProgram.meaning.heading')}</h2>
        <p>{t('vettedProgram.meaning.intro')}</p>
        <ul>
          <li>{t('vettedProgram.meaning.identity')}</li>
          <li>{t('vettedProgram.meaning.ownWork')}</li>
          <li>{t('vettedProgram.meaning.craft')}</li>
        </ul>
        <p>{t('vettedProgram.meaning.limits')}</p>

        <h2 id="who-may-apply">{t('vettedProgram.eligibility.heading')}</h2>
        <ul>
          <li>
            <T id="vettedProgram.eligibility.membership" components={{ 0: strong }} />
          </li>
          <li>
            <T
              id="vettedProgram.eligibility.works"
              values={{ minWorks: VERIFICATION_MIN_WORKS }}
              components={{ 0: strong }}
            />
          </li>
          <li>
            <T id="vettedProgram.eligibility.oneAtATime" components={{ 0: strong }} />
          </li>
        </ul>

        <h2 id="what-you-send">{t('vettedProgram.application.heading')}</h2>
        <ul>
          <li>
            <T
              id="vettedProgram.application.statement"
              values={{ min: VERIFICATION_STATEMENT_MIN, max: VERIFICATION_STATEMENT_MAX }}
              components={{ 0: strong }}
            />
          </li>
          <li>
            <T
              id="vettedProgram.application.links"
              values={{ max: VERIFICATION_LINKS_MAX }}
              components={{ 0: strong }}
            />
          </li>
          <li>
            <T
              id="vettedProgram.application.identityDocument"
              values={{ maxMegabytes: VERIFICATION_DOCUMENT_MAX_MEGABYTES }}
              components={{ 0: strong }}
            />
          </li>
        </ul>

        <h2 id="how-review-works">{t('vettedProgram.review.heading')}</h2>
        <ol>
          <li>
            <T id="vettedProgram.review.apply" components={{ 0: <Link to="/account/verification" /> }} />
          </li>
          <li>
            <T
              id="vettedProgram.review.check"
              components={{ 0: <Link to="/terms" />, 1: <Link to="/community" /> }}
            />
          </li>
          <li>{t('vettedProgram.review.decision')}</li>
        </ol>

        <h2 id="if-not-yet">{t('vettedProgram.notYet.heading')}</h2>
        <p>{t('vettedProgram.notYet.text', { days: VERIFICATION_REAPPLY_DAYS })}</p>

        <h2 id="keeping-the-badge">{t('vettedProgram.keeping.heading')}</h2>
        <p>{t('vettedProgram.keeping.text')}</p>
      </Prose>
      <div className="flex flex-wrap gap-3">
        <Link to="/account/verification" className={buttonClasses('primary')}>
          {t('vettedProgram.apply')}
        </Link>
        <Link to="/join" className={buttonClasses('secondary')}>
          {t('vettedProgram.becomeMember')}
        </Link>
      </div>
    </ContentLayout>
  );
}
