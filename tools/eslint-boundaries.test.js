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
    expect(problems(service, "import { users } from '../../db/schema/users';")).toEqual([
      expect.stringMatching(/^SQL lives in repositories/),
    ]);
    expect(problems(service, "import type { UserRow } from '../../db/schema';")).toEqual([]);
    expect(problems(service, "import { type UserRow } from '../../db/schema';")).toEqual([]);
    expect(
      problems('apps/api/src/mail/outbox.repository.ts', "import { mailOutbox } from '../db/schema/mail';"),
    ).toEqual([]);
    expect(problems('apps/api/src/mail/outbox.repository.ts', "import { desc } from 'drizzle-orm';")).toEqual(
      [],
    );
    expect(problems('apps/api/src/db/client.ts', "import * as schema from './schema';")).toEqual([]);
  });
});

describe('Tables have owners', () => {
  const owned = (table, owner) =>
    `the ${table} table belongs to ${owner}: read or change it through that area's repository/index.`;

  it('refuses a repository the table of another area, as studios read the users table', () => {
    // A copy of a line the studios repository had.
    expect(
      problems(
        'apps/api/src/modules/studios/studios.repository.ts',
        "import { users } from '../../db/schema/users';",
      ),
    ).toEqual([owned('users', 'modules/users')]);
    expect(
      problems(
        'apps/api/src/modules/users/users.repository.ts',
        "import { plans } from '../../db/schema/plans';",
      ),
    ).toEqual([owned('plans', 'modules/plans')]);
    expect(
      problems(
        'apps/api/src/modules/invoices/invoices.repository.ts',
        "import { type PaymentRow, payments } from '../../db/schema/billing';",
      ),
    ).toEqual([owned('payments', 'modules/billing')]);
  });

  it("lets the owner's repositories use its tables, in any folder of the area", () => {
    expect(
      problems(
        'apps/api/src/modules/users/users.repository.ts',
        "import { users, type UserRow } from '../../db/schema/users';",
      ),
    ).toEqual([]);
    expect(
      problems(
        'apps/api/src/modules/auth/sessions/auth-sessions.repository.ts',
        "import { authSessions } from '../../../db/schema/auth';",
      ),
    ).toEqual([]);
  });

  it('gives the tables of jobs, mail and the sandbox provider to their layers', () => {
    expect(
      problems('apps/api/src/jobs/jobs.repository.ts', "import { jobs } from '../db/schema/jobs';"),
    ).toEqual([]);
    expect(
      problems(
        'apps/api/src/payments/sandbox-payments.repository.ts',
        "import { sandboxPayments } from '../db/schema/sandbox-payments';",
      ),
    ).toEqual([]);
    expect(
      problems('apps/api/src/mail/outbox.repository.ts', "import { jobs } from '../db/schema/jobs';"),
    ).toEqual(["the jobs table belongs to src/jobs: read or change it through that layer's repository."]);
    expect(
      problems(
        'apps/api/src/modules/mail/mail.repository.ts',
        "import { mailOutbox } from '../../db/schema/mail';",
      ),
    ).toEqual([
      "the mailOutbox table belongs to src/mail: read or change it through that layer's repository.",
    ]);
  });

  it('lets row types be imported anywhere', () => {
    for (const file of [
      'apps/api/src/modules/studios/studios.repository.ts',
      'apps/api/src/modules/studios/studios.service.ts',
      'apps/api/src/media/variant-files.ts',
    ]) {
      const schema = path.relative(
        path.dirname(path.join(root, file)),
        path.join(root, 'apps/api/src/db/schema'),
      );
      expect(problems(file, `import type { UserRow } from '${schema}/users';`), file).toEqual([]);
      expect(problems(file, `import { type UserRow } from '${schema}/users';`), file).toEqual([]);
      expect(problems(file, `import type { UserRow, StoredVariant } from '${schema}';`), file).toEqual([]);
    }
  });

  it('keeps value imports of the schema index and the column helpers in src/db', () => {
    const repository = 'apps/api/src/modules/users/users.repository.ts';
    for (const source of ['../../db/schema', '../../db/schema/index']) {
      expect(problems(repository, `import { users } from '${source}';`), source).toEqual([
        "a table is imported from its owner's file (db/schema/<owner>); the schema index serves src/db and row types.",
      ]);
    }
    expect(problems(repository, "import { createdAt } from '../../db/schema/columns';")).toEqual([
      'the column helpers serve the table files in src/db.',
    ]);
    expect(problems('apps/api/src/db/client.ts', "import * as schema from './schema';")).toEqual([]);
    expect(problems('apps/api/src/db/schema/auth.ts', "import { users } from './users';")).toEqual([]);
    expect(problems('apps/api/src/db/schema/auth.ts', "import { createdAt } from './columns';")).toEqual([]);
  });

  it('lets any repository read a view, and only repositories', () => {
    const view = "import { memberMemberships } from '../../db/schema/views';";
    expect(problems('apps/api/src/modules/users/users.repository.ts', view)).toEqual([]);
    expect(problems('apps/api/src/modules/invoices/invoices.repository.ts', view)).toEqual([]);
    expect(problems('apps/api/src/modules/users/users.service.ts', view)).toEqual([
      expect.stringMatching(/^SQL lives in repositories/),
    ]);
  });

  it('does not hold the tests to it', () => {
    expect(
      problems(
        'apps/api/test/studios.test.ts',
        "import { studios, users, payments } from '../src/db/schema';",
      ),
    ).toEqual([]);
    expect(problems('apps/api/test/factories.ts', "import { users } from '../src/db/schema/users';")).toEqual(
      [],
    );
  });
});
