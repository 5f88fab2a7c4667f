// `npm run bench:api`: the product beside a bare Fastify server, both driven by autocannon in
// one run, so the ratio says what our stack (envelope, headers, auth, database) costs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, drive, printRows, root, startBareServer, startProduct } from './lib';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-'));
const product = await startProduct({ DATA_DIR: dataDir });
const bare = await startBareServer();
try {
  const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as {
    memberEmail: string;
    password: string;
  };
  const login = (await (
    await fetch(`${product.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: credentials.memberEmail, password: credentials.password }),
    })
  ).json()) as { data: { user: { id: string } } };

  const rows = [
    await drive('bare Fastify GET /hello', bare.url),
    await drive('GET /v1/health', `${product.url}/v1/health`),
    await drive('GET /v1/users/{id}', `${product.url}/v1/users/${login.data.user.id}`),
  ];
  printRows(rows, rows[0]!);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/api.json'),
    JSON.stringify(
      { connections: CONNECTIONS, database: process.env.DATABASE_URL ? 'postgres' : 'pglite', rows },
      null,
      2,
    ),
  );
} finally {
  await bare.server.close();
  await product.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
