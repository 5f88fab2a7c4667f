import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileMessages, flattenMessages, localesWithMessages, readMessages } from './compile';
import { defaultLocale, localeCodes } from './locales';

/**
 * The languages are complete and the code speaks only through them: every language has every
 * message, every message is used, and no web component writes user-facing text of its own.
 */

const repository = path.resolve(import.meta.dirname, '../../..');
/** Where messages are asked for by id. */
const sourceRoots = ['apps/web/src', 'apps/api/src', 'packages/contract/src'];
const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file);

function filesUnder(root: string): string[] {
  return fs
    .readdirSync(path.join(repository, root), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(root, file))
    .filter(isSource);
}

const english = flattenMessages(readMessages(defaultLocale));

/** The arguments of an ICU message (`{name}`, plural and select variables), from its compiled form. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  // Compiled, a message is a list of text and arguments: [name], [name, format] or
  // [name, format, { branch: list }].
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , branches] = token as [string, string?, Record<string, unknown>?];
      found.add(name);
      Object.values(branches ?? {}).forEach(visit);
    }
  };
  visit(compileMessage(message));
  found.delete('#');
  return [...found].sort();
}

describe('every language', () => {
  it('is configured and has a messages file', () => {
    expect(localesWithMessages().sort()).toEqual([...localeCodes].sort());
  });

  for (const locale of localeCodes) {
    it(`${locale}: has exactly the English messages' ids, each with the same arguments`, () => {
      const messages = flattenMessages(readMessages(locale));
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      const differing = Object.entries(english)
        .filter(([id, message]) => argumentsOf(message).join() !== argumentsOf(messages[id] ?? '').join())
        .map(([id]) => id);
      expect(differing).toEqual([]);
    });

    it(`${locale}: every message is valid ICU MessageFormat`, () => {
      expect(() => compileMessages(locale)).not.toThrow();
    });
  }
});

describe('the code', () => {
  const sources = sourceRoots
    .flatMap(filesUnder)
    .map((file) => fs.readFileSync(path.join(repository, file), 'utf8'));

  it('uses every message, by its id written out', () => {
    const code = sources.join('\n');
    const unused = Object.keys(english).filter(
      (id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`),
    );
    expect(unused).toEqual([]);
  });

  it('asks only for messages that exist', () => {
    // The ids' type catches most of these at compile time; this catches the ones built as strings.
    const asked = sources.flatMap((source) =>
      [...source.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)'/g)].map((match) => match[1]!),
    );
    expect([...new Set(asked.filter((id) => !(id in english)))]).toEqual([]);
  });
});

/** Props whose text a visitor reads or hears. */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'emptyText',
]);
/** Functions that show their text argument to the visitor. */
const SHOWS_TEXT = /^(toast(\.\w+)?|notify\w*)$/;
const hasWords = (text: string) => /\p{L}/u.test(text);

/** Each place in a component where text a visitor reads is written out instead of translated. */
function untranslatedText(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(repository, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1} ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  const literalText = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isJsxExpression(node)) return literalText(node.expression);
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source))) {
      const text = literalText(node.initializer);
      if (text !== undefined && hasWords(text)) report(node, text);
    }
    if (ts.isCallExpression(node) && SHOWS_TEXT.test(node.expression.getText(source))) {
      for (const argument of node.arguments) {
        const text = literalText(argument);
        if (text !== undefined && hasWords(text)) report(argument, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the web components', () => {
  it('write no user-facing text outside the messages', () => {
    const components = filesUnder('apps/web/src').filter((file) => file.endsWith('.tsx'));
    expect(components.flatMap(untranslatedText)).toEqual([]);
  });
});
