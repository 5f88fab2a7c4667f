import { compile } from '@mdx-js/mdx';
import type { Plugin } from 'vite';

/** The little of the Markdown syntax tree (mdast) these steps read and write. */
type MdNode = {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown>;
};

const headingId = /\s*\{#([a-z0-9-]+)\}$/;

function textOf(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/**
 * `## What we keep and why {#what-we-keep}`: a heading's id is written after it, so an anchor
 * that links point at does not change when its wording does. Every h2 needs one: the table of
 * contents links to it.
 */
function headingIds(file: string) {
  return (tree: MdNode) => {
    for (const node of tree.children ?? []) {
      if (node.type !== 'heading') continue;
      const last = node.children?.at(-1);
      const id = last?.type === 'text' ? headingId.exec(last.value ?? '')?.[1] : undefined;
      if (last && id) {
        last.value = last.value!.replace(headingId, '');
        node.data = { ...node.data, hProperties: { id } };
      } else if (node.depth === 2) {
        throw new Error(`${file}: the heading "${textOf(node)}" needs an id, as in "## Heading {#heading}"`);
      }
    }
  };
}

/** `export const contents = [{ id, label }, …]`: the text's h2 headings, its table of contents. */
function contentsExport() {
  return (tree: MdNode) => {
    const entries = (tree.children ?? [])
      .filter((node) => node.type === 'heading' && node.depth === 2)
      .map((node) => ({ id: (node.data?.hProperties as { id: string }).id, label: textOf(node) }));
    const literal = (value: string) => ({ type: 'Literal', value });
    const property = (key: string, value: string) => ({
      type: 'Property',
      key: { type: 'Identifier', name: key },
      value: literal(value),
      kind: 'init',
      computed: false,
      method: false,
      shorthand: false,
    });
    const declaration = {
      type: 'ExportNamedDeclaration',
      specifiers: [],
      declaration: {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [
          {
            type: 'VariableDeclarator',
            id: { type: 'Identifier', name: 'contents' },
            init: {
              type: 'ArrayExpression',
              elements: entries.map(({ id, label }) => ({
                type: 'ObjectExpression',
                properties: [property('id', id), property('label', label)],
              })),
            },
          },
        ],
      },
    };
    tree.children?.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } },
    });
  };
}

/**
 * Long content pages written as Markdown (`src/**\/*.md`), compiled at build time into a React
 * component that renders plain semantic HTML, with the page's table of contents exported beside
 * it. Nothing of the Markdown tooling reaches the browser.
 */
export function markdownContent(): Plugin {
  return {
    name: 'markdown-content',
    enforce: 'pre',
    async transform(source, id) {
      if (!id.endsWith('.md')) return null;
      const compiled = await compile(
        { value: source, path: id },
        { format: 'md', remarkPlugins: [() => headingIds(id), contentsExport] },
      );
      return { code: String(compiled), map: null };
    },
  };
}
