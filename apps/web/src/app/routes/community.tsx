import { ContentLayout } from '../../components/layouts/content-layout';

export default function CommunityRoute() {
  return (
    <ContentLayout title="Community">
      <p className="leading-7 text-stone-700">
        The Creators Archive community is where members meet, share work in progress and find collaborators.
        Community spaces and events are coming soon; members will hear about them first.
      </p>
    </ContentLayout>
  );
}
