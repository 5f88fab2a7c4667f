// Import circles in a folder of TypeScript, found on the files themselves so that every edge
// counts: static, type-only, re-exports, `import()` and `import.meta.glob` (decision 1021).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const sourceFile = /\.(ts|tsx|md)$/;

function filesUnder(dir) {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));
}

/** The files an `import.meta.glob` call names, from its patterns (`!` excludes). */
function globbed(fromDir, patterns) {
  const toRegExp = (pattern) =>
    new RegExp(
      `^${pattern.replace(/\*\*\/|\*|[.+^${}()|[\]\\]/g, (token) =>
        token === '**/' ? '(?:.*/)?' : token === '*' ? '[^/]*' : `\\${token}`,
      )}$`,
    );
  const included = patterns.filter((pattern) => !pattern.startsWith('!')).map(toRegExp);
  const excluded = patterns.filter((pattern) => pattern.startsWith('!')).map((p) => toRegExp(p.slice(1)));
  return filesUnder(fromDir).filter((file) => {
    const relative = `./${path.relative(fromDir, file).split(path.sep).join('/')}`;
    return included.some((match) => match.test(relative)) && !excluded.some((match) => match.test(relative));
  });
}

function importsOf(file, files) {
  const text = fs.readFileSync(file, 'utf8');
  const dir = path.dirname(file);
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
  const resolved = specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = path.resolve(dir, specifier);
      return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => base + ending)
        .find((candidate) => files.has(candidate));
    });
  const globs = [
    ...text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g),
  ].flatMap((match) =>
    globbed(
      dir,
      [...match[1].matchAll(/['"]([^'"]+)['"]/g)].map((quoted) => quoted[1]),
    ),
  );
  return [...resolved, ...globs].filter((target) => target !== undefined);
}

/** Each import circle once, as the files around it, relative to `root`. */
export function importCycles(root) {
  const files = new Set(filesUnder(root).filter((file) => sourceFile.test(file)));
  const graph = new Map([...files].map((file) => [file, importsOf(file, files)]));
  const cycles = [];
  const done = new Set();
  const visit = (file, trail) => {
    const seenAt = trail.indexOf(file);
    if (seenAt >= 0) {
      cycles.push(trail.slice(seenAt).map((step) => path.relative(root, step)));
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return cycles;
}

/**
 * `cycles/none` in the folders it is given: a module that imports, even a type or lazily, what
 * imports it back is one concern split in two files, or a type in the wrong place. The folder is
 * read once per lint run; each file on a circle is reported with the circle.
 */
export const cycles = {
  rules: {
    none: {
      meta: {
        type: 'problem',
        schema: [{ type: 'array', items: { type: 'string' } }],
        docs: { description: 'No import circle inside the given folders' },
      },
      create(context) {
        const roots = (context.options[0] ?? []).map((folder) => path.resolve(context.cwd, folder));
        const root = roots.find((folder) => context.filename.startsWith(folder + path.sep));
        if (!root) return {};
        return {
          Program(node) {
            const relative = path.relative(root, context.filename);
            for (const cycle of cachedCycles(root).filter((found) => found.includes(relative))) {
              context.report({
                node,
                message: `This file is on an import circle: ${[...cycle, cycle[0]].join(' → ')}.`,
              });
            }
          },
        };
      },
    },
  },
};

const cyclesByRoot = new Map();
function cachedCycles(root) {
  if (!cyclesByRoot.has(root)) cyclesByRoot.set(root, importCycles(root));
  return cyclesByRoot.get(root);
}
