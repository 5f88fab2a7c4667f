import { ContentPage } from '../content-page';
import { siteTitle, type PublicPage } from '../public-page';
import * as text from './privacy.md';

export const page: PublicPage = {
  rendering: 'server',
  head: {
    title: siteTitle('Privacy'),
    description:
      'What Creators Archive stores about you, why, for how long, and your rights under the NDPA, POPIA and Kenya’s Data Protection Act.',
  },
};

export default function PrivacyRoute() {
  return (
    <ContentPage
      title="Privacy policy"
      text={text}
      description={
        <p>
          What Creators Archive stores about you, why, who else sees it, how long we keep it and the rights
          you have. Last updated 21 November 2026.
        </p>
      }
    />
  );
}
