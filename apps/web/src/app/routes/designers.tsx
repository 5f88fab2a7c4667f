import { ContentLayout } from '../../components/layouts/content-layout';
import { DesignerDirectory } from '../../features/directory/components/designer-directory';

export default function DesignersRoute() {
  return (
    <ContentLayout
      title="Designers"
      description="Find designers across Africa by name, discipline and place."
      className="max-w-6xl"
    >
      <DesignerDirectory />
    </ContentLayout>
  );
}
