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

const factPlaceholder = /\{\{(\w+)\}\}/g;

/**
 * `Up to {{maxUploadMegabytes}} MB`: a fact the product enforces is written where it is defined
 * and only named in the text. Each placeholder becomes an expression reading the named export of
 * `factsModule`, so a fact that module does not export fails the build.
 */
function facts(factsModule: string) {
  const expression = (name: string): MdNode => ({
    type: 'mdxTextExpression',
    value: name,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }],
      },
    },
  });
  const withFacts = (node: MdNode, used: Set<string>): MdNode[] => {
    if (node.type !== 'text') {
      node.children = node.children?.flatMap((child) => withFacts(child, used));
      return [node];
    }
    const parts = (node.value ?? '').split(factPlaceholder);
    return parts.flatMap((part, index): MdNode[] => {
      if (index % 2 === 0) return part === '' ? [] : [{ type: 'text', value: part }];
      used.add(part);
      return [expression(part)];
    });
  };
  return (tree: MdNode) => {
    const used = new Set<string>();
    tree.children = tree.children?.flatMap((child) => withFacts(child, used));
    if (used.size === 0) return;
    const specifiers = [...used].map((name) => ({
      type: 'ImportSpecifier',
      imported: { type: 'Identifier', name },
      local: { type: 'Identifier', name },
    }));
    const declaration = {
      type: 'ImportDeclaration',
      specifiers,
      source: { type: 'Literal', value: factsModule },
    };
    tree.children?.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } },
    });
  };
}

/** Where the facts named in content pages are defined: Zod-free, so nothing heavy comes with them. */
const factsModule = '@creators-archive/contract/portfolio/upload-limits';

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
        { format: 'md', remarkPlugins: [() => headingIds(id), () => facts(factsModule), contentsExport] },
      );
      return { code: String(compiled), map: null };
    },
  };
}
