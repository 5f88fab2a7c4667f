import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { cycles, importCycles } from './import-cycles.js';

const webSource = path.resolve(import.meta.dirname, '../apps/web/src');

describe('import circles', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'router.tsx',
    "export type Prefetch = () => void;\nconst screens = import.meta.glob('./routes/*.tsx');\n",
  );
  write('routes/home.tsx', "import type { Prefetch } from '../router';\n");
  write('routes/about.tsx', "export const about = () => import('../lonely');\n");
  write('lonely.ts', 'export {};\n');

  it('the web app has none', () => {
    expect(importCycles(webSource)).toEqual([]);
  });

  it('finds a circle made of a lazy screen and a type it takes from its router', () => {
    expect(importCycles(dir)).toEqual([['router.tsx', 'routes/home.tsx']]);
  });

  it('lint reports each file on a circle, and no other', () => {
    const linter = new Linter({ configType: 'flat', cwd: dir });
    const config = [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { cycles },
        rules: { 'cycles/none': ['error', [dir]] },
      },
    ];
    const problems = (file) =>
      linter
        .verify(fs.readFileSync(path.join(dir, file), 'utf8'), config, { filename: path.join(dir, file) })
        .map((message) => message.message);
    expect(problems('routes/home.tsx')).toEqual([
      'This file is on an import circle: router.tsx → routes/home.tsx → router.tsx.',
    ]);
    expect(problems('routes/about.tsx')).toEqual([]);
  });
});
