// Import boundaries between the apps, the packages and the layers of each, checked on resolved paths so
// relative imports count too.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inside = (file, folder) => file.startsWith(path.join(root, folder) + path.sep);
const featureOf = (file) => {
  const match = /apps\/web\/src\/features\/([^/]+)\//.exec(file);
  return match?.[1];
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
];

const packageRules = [
  // The product's pixel work is in src/media; pictures drawn for tests, the demo and the bench are
  // in test support.
  (from, source) =>
    source === 'sharp' && !inside(from, 'apps/api/src/media') && !inside(from, 'packages/test-support')
      ? 'sharp is imported only in src/media and test support'
      : undefined,
  (from, source) =>
    source.startsWith('@creators-archive/test-support') &&
    inside(from, 'apps/api/src') &&
    !inside(from, 'apps/api/src/demo') &&
    !from.endsWith('.test.ts')
      ? 'the product runs without test support; only the demo seed and tests use it'
      : undefined,
  (from, source) =>
    from.endsWith('.routes.ts') && source.startsWith('drizzle-orm') ? 'routes hold no SQL' : undefined,
  (from, source) =>
    from.endsWith('.service.ts') && source.startsWith('drizzle-orm')
      ? 'services hold rules, repositories SQL'
      : undefined,
];

export const boundaries = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        schema: [],
        docs: { description: 'Import boundaries between apps, packages and layers' },
      },
      create(context) {
        const from = context.filename;
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source !== 'string') return;
            const reasons = source.startsWith('.')
              ? rules.map((rule) => rule(from, path.resolve(path.dirname(from), source)))
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
