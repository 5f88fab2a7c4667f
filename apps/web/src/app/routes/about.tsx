import { ContentLayout } from '../../components/layouts/content-layout';

export default function AboutRoute() {
  return (
    <ContentLayout title="About Creators Archive">
      <p className="leading-7 text-stone-700">
        Creators Archive is a portfolio and subscription platform for designers in Africa. We want African
        designers to be easy to find, fairly credited and well connected: a portfolio to show the work, a
        directory to be discovered in, a vetted program that vouches for members, and partner studios to grow
        with.
      </p>
    </ContentLayout>
  );
}
