// Import boundaries between the apps, the packages, the layers of each and the API's areas, checked on
// resolved paths so relative imports count too (decisions 0009, 1004).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inside = (file, folder) => file.startsWith(path.join(root, folder) + path.sep);
const featureOf = (file) => {
  const match = /apps\/web\/src\/features\/([^/]+)\//.exec(file);
  return match?.[1];
};

const api = path.join(root, 'apps/api/src');
/** The API's layers below the areas: they serve every area and know none. */
const lowerLayers = [
  'db',
  'jobs',
  'mail',
  'media',
  'payments',
  'plugins',
  'lib',
  'credentials',
  'infrastructure',
];
/** The area an API file belongs to: the folder under src/modules, or nothing. */
const areaOf = (file) => {
  const relative = path.relative(path.join(api, 'modules'), file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? undefined : relative.split(path.sep)[0];
};
/** An area's entry: `modules/<area>` or `modules/<area>/index`, as an import names it. */
const isAreaEntry = (target) => {
  const relative = path.relative(path.join(api, 'modules'), target.replace(/\.ts$/, ''));
  return /^[^/\\.][^/\\]*([/\\]index)?$/.test(relative);
};
const holdsSql = (file) => file.endsWith('.repository.ts') || inside(file, 'apps/api/src/db');

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));

const schema = path.join(api, 'db/schema');
/** The schema file an import names (`users`, `index` …), or nothing when it names none. */
const schemaFileOf = (target) => {
  if (target === schema) return 'index';
  const relative = path.relative(schema, target);
  return relative.startsWith('..') || relative.includes(path.sep)
    ? undefined
    : relative.replace(/\.[jt]s$/, '');
};
/** Schema files owned by a lower layer rather than by the area of the same name. */
const layerOwners = { jobs: 'src/jobs', mail: 'src/mail', 'sandbox-payments': 'src/payments' };
/** Who owns a schema file's tables: `modules/<area>`, or a lower layer's `src/<layer>`. */
const ownerOf = (schemaFile) => layerOwners[schemaFile] ?? `modules/${schemaFile}`;
/**
 * Tables have owners: a value import of `db/schema/<owner>` is made only by a repository of that
 * owner, and of the schema index only in src/db; views, which the database keeps, are read by any
 * repository. src/db imports any; test files are not held to it. Answers the reason, or nothing.
 */
const tableOwnership = (from, target, node) => {
  const schemaFile = schemaFileOf(target);
  if (!schemaFile || !inside(from, 'apps/api/src') || inside(from, 'apps/api/src/db')) return undefined;
  if (from.endsWith('.test.ts') || isTypeOnly(node) || schemaFile === 'views') return undefined;
  if (schemaFile === 'index') {
    return "a table is imported from its owner's file (db/schema/<owner>); the schema index serves src/db and row types";
  }
  if (schemaFile === 'columns') return 'the column helpers serve the table files in src/db';
  const owner = ownerOf(schemaFile);
  const area = owner.startsWith('modules/');
  if (from.endsWith('.repository.ts') && inside(from, `apps/api/${area ? 'src/' : ''}${owner}`))
    return undefined;
  const value = node.specifiers.find((specifier) => specifier.importKind !== 'type');
  const table =
    value?.type === 'ImportSpecifier'
      ? `the ${value.imported.name} table belongs`
      : `the tables of ${schemaFile}.ts belong`;
  const through = area ? "that area's repository/index" : "that layer's repository";
  return `${table} to ${owner}: read or change it through ${through}`;
};

/** Each rule: does an import from `from` to `to` break a boundary? Answers the reason, or nothing. */
const rules = [
  (from, to) =>
    inside(from, 'packages/contract') && inside(to, 'apps') ? 'the contract depends on no app' : undefined,
  (from, to) =>
    inside(from, 'packages/test-support') && inside(to, 'apps')
      ? 'test support depends on no app'
      : undefined,
  (from, to) =>
    inside(from, 'apps/web') && inside(to, 'apps/api')
      ? 'the web app talks to the API only over HTTP'
      : undefined,
  (from, to) =>
    inside(from, 'apps/api') && inside(to, 'apps/web') ? 'the API does not import web code' : undefined,
  (from, to) => {
    const source = featureOf(from);
    const target = featureOf(to);
    return source && target && source !== target ? 'features do not import each other' : undefined;
  },
  (from, to) =>
    (inside(from, 'apps/web/src/features') ||
      inside(from, 'apps/web/src/components') ||
      inside(from, 'apps/web/src/lib')) &&
    inside(to, 'apps/web/src/app')
      ? 'imports go one way: routes → features → shared components and lib'
      : undefined,
  (from, to) =>
    (inside(from, 'apps/web/src/components') || inside(from, 'apps/web/src/lib')) &&
    inside(to, 'apps/web/src/features')
      ? 'shared components and lib do not import features'
      : undefined,
  (from, to) =>
    from.endsWith('.routes.ts') && (to.endsWith('.repository') || inside(to, 'apps/api/src/db'))
      ? 'routes call services; they hold no SQL'
      : undefined,
  (from, to) =>
    from.endsWith('.repository.ts') && (to.endsWith('.service') || to.endsWith('.routes'))
      ? 'repositories hold queries only'
      : undefined,
  (from, to) =>
    lowerLayers.some((layer) => inside(from, `apps/api/src/${layer}`)) && inside(to, 'apps/api/src/modules')
      ? `${lowerLayers.join('/, ')}/ serve the areas and never import one`
      : undefined,
  (from, to) => {
    const source = areaOf(from);
    const target = areaOf(to);
    const outsiderOrOtherArea = source ? target && source !== target : inside(from, 'apps/api/src');
    return outsiderOrOtherArea && inside(to, 'apps/api/src/modules') && !isAreaEntry(to)
      ? `an area is reached from outside only through what its index.ts exports`
      : undefined;
  },
];

/** Rules that look at what is imported, not only from where: (from, to, node) → reason or nothing. */
const importRules = [
  (from, to, node) =>
    inside(to, 'apps/api/src/modules') &&
    isAreaEntry(to) &&
    from !== path.join(api, 'app.ts') &&
    node.specifiers.some(
      (specifier) =>
        specifier.type === 'ImportNamespaceSpecifier' ||
        (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'register'),
    )
      ? 'only app.ts registers areas'
      : undefined,
  (from, to, node) =>
    inside(from, 'apps/api/src') &&
    (to === path.join(api, 'db/schema') || inside(to, 'apps/api/src/db/schema')) &&
    !holdsSql(from) &&
    !isTypeOnly(node)
      ? 'SQL lives in repositories: tables are used only there (their row types anywhere)'
      : undefined,
  tableOwnership,
];

const packageRules = [
  // The product's pixel work is in src/media; pictures drawn for tests, the demo and the bench are
  // in test support; the app's icons are drawn once by a script of the web app's.
  (from, source) =>
    source === 'sharp' &&
    !inside(from, 'apps/api/src/media') &&
    !inside(from, 'packages/test-support') &&
    !inside(from, 'apps/web/scripts')
      ? 'sharp is imported only in src/media, test support and the icon script'
      : undefined,
  (from, source) =>
    source.startsWith('@creators-archive/test-support') &&
    inside(from, 'apps/api/src') &&
    !inside(from, 'apps/api/src/demo') &&
    !from.endsWith('.test.ts')
      ? 'the product runs without test support; only the demo seed and tests use it'
      : undefined,
  (from, source) =>
    inside(from, 'apps/api/src') && source.startsWith('drizzle-orm') && !holdsSql(from)
      ? 'SQL lives in repositories (and the database setup in src/db)'
      : undefined,
];

export const boundaries = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        schema: [],
        docs: { description: 'Import boundaries between apps, packages, layers and areas' },
      },
      create(context) {
        const from = context.filename;
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source !== 'string') return;
            const to = path.resolve(path.dirname(from), source);
            const reasons = source.startsWith('.')
              ? [...rules, ...importRules].map((rule) => rule(from, to, node))
              : packageRules.map((rule) => rule(from, source));
            const reason = reasons.find(Boolean);
            if (reason)
              context.report({ node, message: `Import of "${source}" crosses a boundary: ${reason}.` });
          },
        };
      },
    },
  },
};
