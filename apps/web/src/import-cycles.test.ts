import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * No import circle in the web app: a module that imports, even a type or lazily, what imports it
 * back is one concern split in two files, or a type in the wrong place. Every edge counts: static,
 * type-only, re-exports, `import()` and `import.meta.glob`.
 */

const sourceFile = /\.(ts|tsx|md)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));
}

/** The files an `import.meta.glob` call names, from its patterns (`!` excludes). */
function globbed(fromDir: string, patterns: string[]): string[] {
  const toRegExp = (pattern: string) =>
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

function importsOf(file: string, files: Set<string>): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const dir = path.dirname(file);
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
  const resolved = specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = path.resolve(dir, specifier);
      return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => base + ending)
        .find((c) => files.has(c));
    });
  const globs = [
    ...text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g),
  ].flatMap((match) =>
    globbed(
      dir,
      [...match[1]!.matchAll(/['"]([^'"]+)['"]/g)].map((quoted) => quoted[1]!),
    ),
  );
  return [...resolved, ...globs].filter((target): target is string => target !== undefined);
}

/** Each import circle once, as the files around it, relative to `root`. */
function importCycles(root: string): string[][] {
  const files = new Set(filesUnder(root).filter((file) => sourceFile.test(file)));
  const graph = new Map([...files].map((file) => [file, importsOf(file, files)]));
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
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

describe('imports in the web app', () => {
  it('form no circle', () => {
    expect(importCycles(import.meta.dirname)).toEqual([]);
  });

  describe('the check', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };

    it('finds a circle made of a lazy screen and a type it takes from its router', () => {
      write(
        'router.tsx',
        "export type Prefetch = () => void;\nconst screens = import.meta.glob('./routes/*.tsx');\n",
      );
      write('routes/home.tsx', "import type { Prefetch } from '../router';\n");
      write('routes/about.tsx', "export const about = () => import('../lonely');\n");
      write('lonely.ts', 'export {};\n');
      expect(importCycles(dir)).toEqual([['router.tsx', 'routes/home.tsx']]);
    });
  });
});
