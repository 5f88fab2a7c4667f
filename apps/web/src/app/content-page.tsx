import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '../components/layouts/content-layout';
import { PageContents, Prose, type ContentsEntry } from '../components/ui/prose';

/** A link in a page's text: to another page of the app without a reload, elsewhere as a plain link. */
function ContentLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

type ContentPageProps = {
  title: string;
  description: ReactNode;
  /** The page's text, a Markdown module (`*.md`), and the table of contents made from its headings. */
  text: {
    default: ComponentType<{ components?: Record<string, ComponentType<Record<string, unknown>>> }>;
    contents: ContentsEntry[];
  };
};

/** A long page of text: its heading and lead, a table of contents, then the text itself. */
export function ContentPage({ title, description, text }: ContentPageProps) {
  const { default: Text, contents } = text;
  return (
    <ContentLayout title={title} description={description}>
      <PageContents entries={contents} />
      <Prose>
        <Text components={{ a: ContentLink }} />
      </Prose>
    </ContentLayout>
  );
}
