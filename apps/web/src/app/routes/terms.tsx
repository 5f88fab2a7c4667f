import { ContentPage } from '../content-page';
import { siteTitle, type PublicPage } from '../public-page';
import * as text from './terms.md';

export const page: PublicPage = {
  rendering: 'server',
  head: {
    title: siteTitle('Terms'),
    description:
      'The terms of membership, payments, cancellation and the content you share on Creators Archive.',
  },
};

export default function TermsRoute() {
  return (
    <ContentPage
      title="Terms of service"
      text={text}
      description={
        <p>
          The agreement between you and Creators Archive when you use the site or become a member. We have
          tried to write it so it can be read in one sitting. Last updated 21 November 2026.
        </p>
      }
    />
  );
}
