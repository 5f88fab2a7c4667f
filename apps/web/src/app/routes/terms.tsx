import { ContentLayout } from '../../components/layouts/content-layout';

export default function TermsRoute() {
  return (
    <ContentLayout title="Terms of service">
      <p className="leading-7 text-stone-700">
        These terms will describe how Creators Archive may be used, who owns the work members upload and how
        memberships are billed and cancelled. The full terms are being finalised and will be published here
        before paid memberships open.
      </p>
    </ContentLayout>
  );
}
