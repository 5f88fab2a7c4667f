import { Link } from 'react-router';
import { ContentPage } from '../content-page';
import { siteTitle, type PublicPage } from '../public-page';
import * as text from './help.md';

export const page: PublicPage = {
  rendering: 'server',
  head: {
    title: siteTitle('Help'),
    description: 'Answers about accounts, uploads, payments, verification and TFB Studios.',
  },
};

export default function HelpRoute() {
  return (
    <ContentPage
      title="Help & Support"
      text={text}
      description={
        <p>
          Answers to the questions members ask most. If yours is not here, write to us through the{' '}
          <Link to="/contact" className="font-medium text-stone-900 underline underline-offset-4">
            contact page
          </Link>
          .
        </p>
      }
    />
  );
}
