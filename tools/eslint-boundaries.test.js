import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from './eslint-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
];

/** The boundary problems of one import line written in `file`. */
function problems(file, line) {
  return linter
    .verify(line, config, { filename: path.join(root, file) })
    .map((message) => message.message.replace(/^Import of "[^"]+" crosses a boundary: /, ''));
}

describe('API layers and areas', () => {
  it('keeps every lower layer from importing an area', () => {
    for (const file of [
      'apps/api/src/db/seed/x.ts',
      'apps/api/src/jobs/x.ts',
      'apps/api/src/mail/x.ts',
      'apps/api/src/media/x.ts',
      'apps/api/src/plugins/x.ts',
      'apps/api/src/lib/x.ts',
      'apps/api/src/credentials/x.ts',
      'apps/api/src/infrastructure/x.ts',
    ]) {
      const up = path.relative(path.dirname(path.join(root, file)), path.join(root, 'apps/api/src/modules'));
      expect(problems(file, `import { toUser } from '${up}/users';`), file).toEqual([
        expect.stringMatching(/never import one/),
      ]);
      expect(problems(file, `import type { Clock } from '${up}/../lib/clock';`), file).toEqual([]);
    }
  });

  it('lets an area reach another only through its index', () => {
    const file = 'apps/api/src/modules/portfolio/portfolio.service.ts';
    expect(problems(file, "import type { Viewer } from '../users/users.service';")).toEqual([
      expect.stringMatching(/only through what its index.ts exports/),
    ]);
    expect(problems(file, "import { toUser } from '../users';")).toEqual([]);
    expect(problems(file, "import { toUser } from '../users/index';")).toEqual([]);
    expect(problems(file, "import { itemNotFound } from './item-not-found';")).toEqual([]);
  });

  it('lets only app.ts import an area’s register', () => {
    const area = 'apps/api/src/modules/portfolio/index.ts';
    expect(problems(area, "import { register } from '../users';")).toEqual(['only app.ts registers areas.']);
    expect(problems(area, "import * as users from '../users';")).toEqual(['only app.ts registers areas.']);
    expect(problems('apps/api/src/main.ts', "import { register } from './modules/users';")).toEqual([
      'only app.ts registers areas.',
    ]);
    expect(
      problems('apps/api/src/app.ts', "import { register as registerUsers } from './modules/users';"),
    ).toEqual([]);
  });

  it('keeps SQL in repositories and src/db', () => {
    const transport = 'apps/api/src/mail/transports.ts';
    expect(problems(transport, "import { mailOutbox } from '../db/schema';")).toEqual([
      expect.stringMatching(/^SQL lives in repositories/),
    ]);
    expect(problems(transport, "import { eq } from 'drizzle-orm';")).toEqual([
      expect.stringMatching(/^SQL lives in repositories/),
    ]);
    const service = 'apps/api/src/modules/users/users.service.ts';
    expect(problems(service, "import { users } from '../../db/schema/accounts';")).toHaveLength(1);
    expect(problems(service, "import type { UserRow } from '../../db/schema';")).toEqual([]);
    expect(problems(service, "import { type UserRow } from '../../db/schema';")).toEqual([]);
    expect(
      problems('apps/api/src/mail/outbox.repository.ts', "import { mailOutbox } from '../db/schema';"),
    ).toEqual([]);
    expect(problems('apps/api/src/mail/outbox.repository.ts', "import { desc } from 'drizzle-orm';")).toEqual(
      [],
    );
    expect(problems('apps/api/src/db/client.ts', "import * as schema from './schema';")).toEqual([]);
  });
});
