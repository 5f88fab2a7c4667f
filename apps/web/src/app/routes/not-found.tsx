import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';

export default function NotFoundRoute() {
  return (
    <ContentLayout
      title="Page not found"
      documentTitle="Page not found"
      description="There is nothing at this address. It may have moved."
    >
      <Link to="/" className={buttonClasses('primary')}>
        Go to the home page
      </Link>
    </ContentLayout>
  );
}
