/** A page's text written in Markdown, compiled at build time (vite-plugins/markdown-content.ts). */
declare module '*.md' {
  import type { ComponentType } from 'react';

  /** The text's h2 headings, in order, each with the id its heading carries. */
  export const contents: { id: string; label: string }[];
  /** The text as elements; `components` draws a tag with a component, e.g. `{ a: ContentLink }`. */
  const Text: ComponentType<{ components?: Record<string, ComponentType<Record<string, unknown>>> }>;
  export default Text;
}
