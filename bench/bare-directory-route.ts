// The least any HTTP server on this stack can do for a directory request, run by `bench:directory`
// as a process of its own, as the API runs: a bare Fastify route (no plugins) that sends the
// statements the API sent for the request through node-postgres, each prepared or not as the API
// sent it, with a pool as large as the API's, and splices the rows' cards into a page.
//
// Read from the environment: PORT, DATABASE_URL, POOL_SIZE and STATEMENTS (a JSON list of
// { name, text, values }). GET /health answers once the server listens.
import Fastify from 'fastify';
import pg from 'pg';
import { wholeNumber } from './lib';

type Statement = { name: string | undefined; text: string; values: unknown[] };

const statements = JSON.parse(process.env.STATEMENTS ?? '[]') as Statement[];
if (statements.length === 0) throw new Error('STATEMENTS must list the statements to send');
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: wholeNumber('POOL_SIZE', 10),
});
const server = Fastify();
server.get('/health', async () => ({ ok: true }));
server.get('/page', async (_request, reply) => {
  let cards: string[] = [];
  for (const { name, text, values } of statements) {
    const result = await pool.query<{ card: string }>({ name, text, values });
    cards = result.rows.map((row) => row.card);
  }
  reply.type('application/json');
  return `{"success":true,"data":{"items":[${cards.join(',')}]}}`;
});
await server.listen({ port: wholeNumber('PORT', 3000), host: '127.0.0.1' });

process.once('SIGTERM', () => {
  void server.close().then(() => pool.end());
});
