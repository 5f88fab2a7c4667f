import { ContentLayout } from '../../components/layouts/content-layout';

export default function VettedProgramRoute() {
  return (
    <ContentLayout title="Vetted Program">
      <p className="leading-7 text-stone-700">
        The Vetted Program reviews members' work and identity so clients and studios can trust who they hire.
        Verified members get a badge on their profile and access to TFB Studios. Applications open to members
        with an active subscription; the application form is coming soon.
      </p>
    </ContentLayout>
  );
}
