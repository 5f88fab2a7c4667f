import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messageAreaOf, type MessageArea } from '@creators-archive/i18n';
import { flattenMessages, readMessages } from '@creators-archive/i18n/compile';
import { messageAreasOfScreen } from '../app/router';

/**
 * The browser loads messages an area at a time (packages/i18n/src/message-areas.ts): the first
 * visit's with the page, the others with the screens that speak them (app/router.tsx). A module
 * that asks for a message its screen's areas do not hold would show the message's id instead of
 * its words, so this follows every module's imports from the app's entry and from each screen and
 * checks each message it asks for is in an area loaded by then.
 */

const webSource = path.resolve(import.meta.dirname, '..');
const messageIds = new Set(Object.keys(flattenMessages(readMessages('en'))));

/** A module's import, and the areas of messages loaded with it (loadWithMessages), if any. */
type Import = { file: string; areas: MessageArea[] };
type Module = { ids: string[]; imports: Import[] };
const modules = new Map<string, Module>();

/**
 * The module every form shows its refusals through (`validation` messages, whose ids come from the
 * contract's schemas and the API's answers, not from the web's code): reaching it asks for `forms`.
 */
const formErrors = path.join(webSource, 'lib/form-errors.ts');

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** The areas a `loadWithMessages([...], load)` call names, or undefined for any other node. */
function areasLoadedBy(node: ts.Node): MessageArea[] | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  if (node.expression.text !== 'loadWithMessages') return undefined;
  const [areas] = node.arguments;
  if (!areas || !ts.isArrayLiteralExpression(areas))
    throw new Error('loadWithMessages names its areas in a list');
  return areas.elements.map((area) => {
    if (!ts.isStringLiteral(area)) throw new Error('loadWithMessages names each area as it is written');
    return area.text as MessageArea;
  });
}

/** The message ids a module writes out and the modules it imports, statically or not. */
function moduleAt(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const module: Module = { ids: [], imports: [] };
  const addImport = (specifier: ts.Node | undefined, areas: MessageArea[]) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const resolved = resolveImport(file, specifier.text);
    if (resolved) module.imports.push({ file: resolved, areas });
  };
  // The route table's own lazy imports load their messages with them (createRoutes).
  const isRouteTable = file.endsWith(path.join('app', 'router.tsx'));
  const visit = (node: ts.Node, areas: MessageArea[]) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && messageIds.has(node.text)) {
      module.ids.push(node.text);
    }
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      addImport(node.moduleSpecifier, areas);
    if (ts.isExportDeclaration(node) && !node.isTypeOnly) addImport(node.moduleSpecifier, areas);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && !isRouteTable) {
      addImport(node.arguments[0], areas);
    }
    const loaded = areasLoadedBy(node);
    ts.forEachChild(node, (child) => visit(child, loaded ? [...areas, ...loaded] : areas));
  };
  visit(source, []);
  modules.set(file, module);
  return module;
}

/** Each message `entry` and what it imports ask for outside `areas`, with the module asking. */
function outsideAreas(entry: string, areas: MessageArea[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string, allowed: Set<MessageArea>) => {
    const key = `${file} ${[...allowed].sort().join()}`;
    if (seen.has(key)) return;
    seen.add(key);
    const { ids, imports } = moduleAt(file);
    for (const id of ids) {
      // No area: a message only the API words, which no browser loads.
      const area = messageAreaOf(id) ?? 'the API’s only';
      if (!allowed.has(area as MessageArea)) found.push(`${path.relative(webSource, file)}: ${id} (${area})`);
    }
    if (file === formErrors && !allowed.has('forms'))
      found.push(`${path.relative(webSource, file)}: (forms)`);
    for (const imported of imports) visit(imported.file, new Set([...allowed, ...imported.areas]));
  };
  visit(entry, new Set<MessageArea>(['start', ...areas]));
  return found;
}

const screens = fs
  .readdirSync(path.join(webSource, 'app/routes'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length).split(path.sep).join('/'));

describe('the messages a first visit loads', () => {
  it('hold every message the app’s shell asks for', () => {
    expect(outsideAreas(path.join(webSource, 'main.tsx'), [])).toEqual([]);
  });
});

describe('the messages a screen loads with it', () => {
  it('finds the screens', () => {
    expect(screens).toContain('home');
    expect(screens).toContain('admin/dashboard');
  });

  it.each(screens)('hold every message %s asks for', (screen) => {
    const entry = path.join(webSource, 'app/routes', `${screen}.tsx`);
    expect(outsideAreas(entry, messageAreasOfScreen(screen))).toEqual([]);
  });

  it('hold every message the member area’s layout asks for', () => {
    const layout = path.join(webSource, 'components/layouts/dashboard-layout.tsx');
    expect(outsideAreas(layout, ['member'])).toEqual([]);
  });
});
