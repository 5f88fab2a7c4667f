import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';

export default function HelpRoute() {
  return (
    <ContentLayout title="Help & Support">
      <p className="leading-7 text-stone-700">
        Answers to common questions about your account, portfolio and membership are coming soon. If you need
        help now, reach us through the{' '}
        <Link to="/contact" className="font-medium underline underline-offset-4">
          contact page
        </Link>
        .
      </p>
    </ContentLayout>
  );
}
