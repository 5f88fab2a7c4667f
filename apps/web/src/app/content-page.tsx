import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath, type Locale, type MessageId } from '@creators-archive/i18n';
import { ContentLayout } from '../components/layouts/content-layout';
import { PageContents, Prose, type ContentsEntry } from '../components/ui/prose';
import { T, useLocale } from '../i18n/use-t';

/** A link in a page's lead paragraph. */
export const leadLinkClasses = 'font-medium text-stone-900 underline underline-offset-4';

/** A link in a page's text: to another page of the app without a reload, elsewhere as a plain link. */
function ContentLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A page's text, a Markdown module (`*.md`), and the table of contents made from its headings. */
type ContentText = {
  default: ComponentType<{ components?: Record<string, ComponentType<Record<string, unknown>>> }>;
  contents: ContentsEntry[];
};

type ContentPageProps = {
  title: string;
  description: ReactNode;
  /**
   * The page's text in each language (`terms.md`, `terms.fr.md`); the page shows its language's.
   * Both are in the screen's chunk rather than one chunk each: the service worker downloads every
   * chunk once the first page has loaded anyway, and a chunk requested only when the screen renders
   * would hold up hydration by a round trip, which costs a slow connection more than the other
   * text's few kilobytes.
   */
  text: Record<Locale, ContentText>;
};

/** A long page of text: its heading and lead, a table of contents, then the text itself. */
export function ContentPage({ title, description, text }: ContentPageProps) {
  const { default: Text, contents } = text[useLocale()];
  return (
    <ContentLayout title={title} description={description}>
      <PageContents entries={contents} />
      <Prose>
        <Text components={{ a: ContentLink }} />
      </Prose>
    </ContentLayout>
  );
}

/** The version a legal text's notice links to from each language's page. */
const otherVersion: Record<Locale, Locale> = { en: 'fr', fr: 'en' };

/**
 * Which version of a legal text prevails where the translations differ: the English one, the
 * language the texts are written in. The notice links to the page in the other language, a page
 * load as with the language switcher, since that language's addresses are under another prefix.
 */
export function VersionNotice({ id, path }: { id: MessageId; path: string }) {
  const language = otherVersion[useLocale()];
  return (
    <p>
      <T
        id={id}
        components={{
          0: <a href={localizedPath(path, language)} hrefLang={language} className={leadLinkClasses} />,
        }}
      />
    </p>
  );
}
