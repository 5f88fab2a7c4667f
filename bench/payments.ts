// `npm run bench:payments`: membership checkouts through the sandbox provider on PostgreSQL.
// Visitors (no account yet, so settling each payment also makes the account) start CHECKOUTS
// checkouts, pay them on the sandbox's hosted page and verify them, CALLERS at a time. The three
// steps run as stages — every checkout is started, then every one paid, then every one verified —
// so each step's req/s is that endpoint's own under CALLERS concurrent callers; p50 and p99 come
// from performance.now() around each request. Then it counts, straight from the database, what the
// payments made (accounts, subscriptions, invoices, discount redemptions, successful payments,
// saved cards, receipts sent by the server's job worker) next to what the successful checkouts
// should have made, and exits non-zero when any differs or any request failed. A checkout whose
// verify failed is verified once more, untimed, as its browser would: the counts then say whether
// the failed answer left the data whole, and the retry whether the visitor still gets signed in.
// The receipts (a PDF each) are made by the server's job worker while the verifies run, as in
// production; the bench waits for them before it counts.
//
// The database (`BENCH_DATABASE_URL`, default postgres://root@127.0.0.1:5432/ca_bench_payments) is
// dropped and made again each run, so its name must start with ca_bench_. The plans (the demo's)
// and a discount code are added through the API's own services before the server starts; the
// server runs as in the other benches, in its own process, with its rate limits out of the way.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FindPlansResponse } from '@creators-archive/contract/subscriptions/find-plans';
import type { JoinWaitlistResponse } from '@creators-archive/contract/subscriptions/join-waitlist';
import type { VerifyPaymentResponse } from '@creators-archive/contract/subscriptions/verify-payment';
import { createPasswords } from '../apps/api/src/credentials/passwords';
import { demoPlans } from '../apps/api/src/demo/demo-designers';
import {
  benchDatabaseName,
  limitsOutOfTheWay,
  recreateBenchDatabase,
  root,
  send,
  startProduct,
  summarize,
  type Answer,
  type Row,
} from './lib';
import { withServices } from './seed-app';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 200);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/ca_bench_payments';
const CURRENCIES = ['NGN', 'GHS', 'KES', 'ZAR', 'USD'] as const;
const DISCOUNT_CODE = 'BENCH25';
/** Started checkouts sent again with the same Idempotency-Key: each must answer the same payment. */
const REPLAYS = 5;
const RECEIPTS_WAIT_MS = 120_000;

type Currency = (typeof CURRENCIES)[number];
type Channel = 'card' | 'mobile_money';

type Checkout = {
  index: number;
  email: string;
  fullName: string;
  password: string;
  planId: string;
  currency: Currency;
  listPrice: number;
  discountCode: string | undefined;
  channel: Channel;
  idempotencyKey: string;
  reference?: string;
  authorizationPath?: string;
  claimToken?: string;
  amount?: number;
  paid?: boolean;
  verified?: boolean;
};

const databaseName = benchDatabaseName(databaseUrl);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-payments-'));
const environment: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  PAYMENT_PROVIDER: 'sandbox',
  // The plans and the code are added below; no demo designers drawing images during the run.
  SEED_DEMO: '0',
  ...limitsOutOfTheWay,
};

/** Migrates the new database and adds the demo plans and the bench's code through the services. */
async function seed(): Promise<void> {
  await withServices(environment, async (app) => {
    if (!(await app.services.plans.addIfNone(demoPlans)))
      throw new Error('The new database already had plans');
    await app.services.discounts.addIfAbsent({
      code: DISCOUNT_CODE,
      kind: 'percent',
      value: 25,
      maxRedemptions: CHECKOUTS * 10,
    });
  });
}

const failures: string[] = [];

/** A request's answer as it arrived, for a failure's description. */
function describe(request: string, answer: Answer): string {
  return `${request} → ${answer.status} ${answer.text.slice(0, 500)}`;
}

type Stage = { row: Row; requests: number };

/** Runs `work` once per checkout, CALLERS at a time, timing each call; a throw is a failed request. */
async function stage(
  name: string,
  checkouts: Checkout[],
  work: (checkout: Checkout) => Promise<void>,
): Promise<Stage> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      for (let index = next++; index < checkouts.length; index = next++) {
        const checkout = checkouts[index]!;
        const sent = performance.now();
        try {
          await work(checkout);
          latencies.push(performance.now() - sent);
        } catch (error) {
          errors += 1;
          failures.push(
            `${name} #${checkout.index}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    row: summarize(name, { latencies, requests: checkouts.length, seconds, errors }),
    requests: checkouts.length,
  };
}

function waitlistBody(checkout: Checkout): string {
  return JSON.stringify({
    planId: checkout.planId,
    currency: checkout.currency,
    ...(checkout.discountCode && { discountCode: checkout.discountCode }),
    email: checkout.email,
    fullName: checkout.fullName,
    password: checkout.password,
  });
}

async function postWaitlist(url: string, checkout: Checkout): Promise<JoinWaitlistResponse['data']> {
  const request = `POST /v1/subscriptions/waitlist (${checkout.email}, ${checkout.currency}${checkout.discountCode ? `, ${checkout.discountCode}` : ''})`;
  const answer = await send(`${url}/v1/subscriptions/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': checkout.idempotencyKey },
    body: waitlistBody(checkout),
  });
  if (answer.status !== 200) throw new Error(describe(request, answer));
  const { data } = JSON.parse(answer.text) as JoinWaitlistResponse;
  return data;
}

async function verify(
  url: string,
  checkout: Checkout,
): Promise<{ request: string; data: VerifyPaymentResponse['data'] }> {
  const request = `GET /v1/subscriptions/verify/${checkout.reference} with X-Checkout-Claim`;
  const answer = await send(`${url}/v1/subscriptions/verify/${checkout.reference}`, {
    headers: { 'x-checkout-claim': checkout.claimToken! },
  });
  if (answer.status !== 200) throw new Error(describe(request, answer));
  const { data } = JSON.parse(answer.text) as VerifyPaymentResponse;
  return { request, data };
}

function verifiedAs(data: VerifyPaymentResponse['data']): string {
  return `status ${data.status}, subscription ${data.subscription?.status ?? 'none'}, session ${data.session ? 'yes' : 'none'}, signInRequired ${data.signInRequired}`;
}

/**
 * What hashing a password costs on this machine with the server's own settings, before the server
 * starts: one hash alone, then as many at once as there are cores. Step 1 hashes each visitor's
 * password once, so the second figure is the most checkouts per second it can start.
 */
async function measureHashing(): Promise<{ msEach: number; perSecond: number; cores: number }> {
  const passwords = createPasswords();
  await passwords.hash('a warm-up password');
  const alone = 10;
  let started = performance.now();
  for (let index = 0; index < alone; index += 1) await passwords.hash(`bench password ${index}`);
  const msEach = (performance.now() - started) / alone;
  const cores = os.availableParallelism();
  const total = 20 * cores;
  started = performance.now();
  await Promise.all(Array.from({ length: total }, (_, index) => passwords.hash(`bench password ${index}`)));
  return { msEach, perSecond: Math.round(total / ((performance.now() - started) / 1000)), cores };
}

const hashing = await measureHashing();
console.log(`Database ${databaseName}: dropped, made again, migrated, plans and ${DISCOUNT_CODE} added…`);
await recreateBenchDatabase(databaseUrl);
await seed();
const product = await startProduct(environment);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

const stages: Stage[] = [];
let checkouts: Checkout[] = [];
let counted: Record<string, number> = {};
let expected: Record<string, number> = {};
let receipts = { succeeded: 0, failed: 0, waiting: 0, seconds: 0 };
let endToEndSeconds = 0;
const retried = { verifiedFirstTime: 0, settledBeforeRetry: 0, attempted: 0, signedIn: 0, claimLost: 0 };
try {
  const plans = ((await (await fetch(`${product.url}/v1/subscriptions/plans`)).json()) as FindPlansResponse)
    .data;
  if (plans.length === 0) throw new Error('The product lists no plans');
  const run = randomBytes(4).toString('hex');
  checkouts = Array.from({ length: CHECKOUTS }, (_, index) => {
    const plan = plans[index % plans.length]!;
    const currency = CURRENCIES[index % CURRENCIES.length]!;
    const listPrice = plan.prices.find((price) => price.currency === currency)?.amount;
    if (listPrice === undefined) throw new Error(`Plan ${plan.code} has no ${currency} price`);
    return {
      index,
      email: `bench-${run}-${index}@example.com`,
      fullName: `Bench Visitor ${index}`,
      password: `bench ${randomBytes(12).toString('base64url')}`,
      planId: plan.id,
      currency,
      listPrice,
      // A quarter use the code; a fifth pay by mobile money (no reusable card), the rest by card.
      discountCode: index % 4 === 1 ? DISCOUNT_CODE : undefined,
      channel: index % 5 === 2 ? 'mobile_money' : 'card',
      idempotencyKey: `bench-${run}-${index}`,
    };
  });

  const url = product.url;
  const started = performance.now();
  stages.push(
    await stage('1. POST /v1/subscriptions/waitlist', checkouts, async (checkout) => {
      const data = await postWaitlist(url, checkout);
      if (!data.claimToken)
        throw new Error(`A visitor's checkout has no claim token: ${JSON.stringify(data)}`);
      const discounted = checkout.discountCode !== undefined;
      if (discounted ? data.amount >= checkout.listPrice : data.amount !== checkout.listPrice) {
        throw new Error(
          `${checkout.currency} ${data.amount} asked for a list price of ${checkout.listPrice}${discounted ? ' with 25% off' : ''}`,
        );
      }
      checkout.reference = data.reference;
      checkout.authorizationPath = new URL(data.authorizationUrl).pathname;
      checkout.claimToken = data.claimToken;
      checkout.amount = data.amount;
    }),
  );

  // Not timed: the same key and body answer the same payment and start no other.
  for (const checkout of checkouts.filter((each) => each.reference).slice(0, REPLAYS)) {
    try {
      const again = await postWaitlist(url, checkout);
      if (again.reference !== checkout.reference) {
        failures.push(
          `replay #${checkout.index}: the same Idempotency-Key answered ${again.reference}, first ${checkout.reference}`,
        );
      }
    } catch (error) {
      failures.push(`replay #${checkout.index}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const opened = checkouts.filter((checkout) => checkout.reference);
  stages.push(
    await stage('2. POST sandbox checkout (success)', opened, async (checkout) => {
      const request = `POST ${checkout.authorizationPath} outcome=success&channel=${checkout.channel}`;
      const answer = await send(`${url}${checkout.authorizationPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: 'success', channel: checkout.channel }).toString(),
      });
      const location = answer.headers.location ?? '';
      if (answer.status !== 303 || !location.includes(`reference=${checkout.reference}`)) {
        throw new Error(`${describe(request, answer)} (location ${location})`);
      }
      checkout.paid = true;
    }),
  );

  const paid = checkouts.filter((checkout) => checkout.paid);
  stages.push(
    await stage('3. GET /v1/subscriptions/verify/{ref}', paid, async (checkout) => {
      const { request, data } = await verify(url, checkout);
      if (data.status !== 'success' || data.subscription?.status !== 'active' || !data.session) {
        throw new Error(`${request} → 200 but ${verifiedAs(data)}`);
      }
      checkout.verified = true;
    }),
  );
  endToEndSeconds = (performance.now() - started) / 1000;

  // A browser whose verify failed asks again. Not timed, one at a time: what the first answer
  // left behind — settled or not, the claim still good or not — shows here.
  const unverified = paid.filter((checkout) => !checkout.verified);
  retried.verifiedFirstTime = paid.length - unverified.length;
  retried.settledBeforeRetry = Number(
    (
      await db.query<{ count: string }>(
        `select count(*) from payments where status = 'success' and fulfilled_at is not null`,
      )
    ).rows[0]!.count,
  );
  for (const checkout of unverified) {
    retried.attempted += 1;
    try {
      const { request, data } = await verify(url, checkout);
      if (data.status !== 'success') {
        failures.push(`verify again #${checkout.index}: ${request} → 200 but ${verifiedAs(data)}`);
        continue;
      }
      checkout.verified = true;
      if (data.session && data.subscription?.status === 'active') {
        retried.signedIn += 1;
      } else {
        // Paid and the account made, but the verify that failed had spent the claim: this browser
        // is not signed in and sees no membership until its owner signs in with the password.
        retried.claimLost += 1;
        failures.push(
          `verify again #${checkout.index}: ${request} → 200, paid, but ${verifiedAs(data)}: the verify that failed had spent the claim`,
        );
      }
    } catch (error) {
      failures.push(
        `verify again #${checkout.index}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  // Receipts are queued with each invoice and sent by the server's own job worker.
  const waitStarted = performance.now();
  for (;;) {
    const { rows } = await db.query<{ status: string; count: string }>(
      `select status, count(*) from jobs where type = 'invoices.receipt' group by status`,
    );
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    receipts = {
      succeeded: byStatus.succeeded ?? 0,
      failed: byStatus.failed ?? 0,
      waiting: (byStatus.pending ?? 0) + (byStatus.running ?? 0),
      seconds: Math.round((performance.now() - waitStarted) / 100) / 10,
    };
    if (receipts.waiting === 0 || performance.now() - waitStarted > RECEIPTS_WAIT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const successful = checkouts.filter((checkout) => checkout.verified);
  const count = async (query: string, values: unknown[] = []) =>
    Number((await db.query<{ count: string }>(query, values)).rows[0]!.count);
  counted = {
    'accounts made': await count(`select count(*) from users`),
    'subscriptions (active)': await count(`select count(*) from subscriptions where status = 'active'`),
    invoices: await count(`select count(*) from invoices`),
    'discount redemptions': await count(`select count(*) from discount_redemptions`),
    [`${DISCOUNT_CODE} redemption_count`]: await count(
      `select coalesce(sum(redemption_count), 0) as count from discount_codes where code = $1`,
      [DISCOUNT_CODE],
    ),
    'successful payments': await count(
      `select count(*) from payments where status = 'success' and fulfilled_at is not null`,
    ),
    'payments started': await count(`select count(*) from payments`),
    'saved cards': await count(`select count(*) from payment_methods`),
    'receipts sent': receipts.succeeded,
  };
  expected = {
    'accounts made': successful.length,
    'subscriptions (active)': successful.length,
    invoices: successful.length,
    'discount redemptions': successful.filter((checkout) => checkout.discountCode).length,
    [`${DISCOUNT_CODE} redemption_count`]: successful.filter((checkout) => checkout.discountCode).length,
    'successful payments': successful.length,
    'payments started': checkouts.filter((checkout) => checkout.reference).length,
    'saved cards': successful.filter((checkout) => checkout.channel === 'card').length,
    'receipts sent': successful.length,
  };
  // What the invoices total, per currency, against what the started checkouts asked.
  const { rows: totals } = await db.query<{ currency: string; total: string }>(
    `select currency, sum(total) as total from invoices group by currency`,
  );
  for (const currency of CURRENCIES) {
    counted[`invoiced ${currency} (minor units)`] = Number(
      totals.find((row) => row.currency === currency)?.total ?? 0,
    );
    expected[`invoiced ${currency} (minor units)`] = successful
      .filter((checkout) => checkout.currency === currency)
      .reduce((sum, checkout) => sum + checkout.amount!, 0);
  }
} finally {
  await db.end();
  await product.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const successfulCount = checkouts.filter((checkout) => checkout.verified).length;
console.log(
  `\n${CHECKOUTS} checkouts by visitors (each one's account made when it is paid), ${CALLERS} concurrent callers per stage, PostgreSQL, one machine\n`,
);
console.log(`${'step'.padEnd(44)}requests   req/s  p50 ms  p99 ms  errors`);
for (const { row, requests } of stages) {
  console.log(
    `${row.target.padEnd(44)}${String(requests).padStart(8)}${String(row.requestsPerSecond).padStart(8)}${row.p50.toFixed(2).padStart(8)}${row.p99.toFixed(2).padStart(8)}${String(row.errors).padStart(8)}`,
  );
}
console.log(
  `\npassword hashing (step 1 hashes once per checkout; argon2id as the server hashes): ${hashing.msEach.toFixed(1)} ms each alone, ${hashing.perSecond}/s with ${hashing.cores} at once on ${hashing.cores} cores`,
);
console.log(
  `${retried.verifiedFirstTime} of ${CHECKOUTS} checkouts paid and verified at the first verify, in ${endToEndSeconds.toFixed(1)} s (${(retried.verifiedFirstTime / endToEndSeconds).toFixed(1)} checkouts/s end to end)`,
);
if (retried.attempted > 0) {
  console.log(
    `${retried.attempted} verified again after a failed verify: ${retried.settledBeforeRetry - retried.verifiedFirstTime} of them had been settled by the verify that failed; now ${retried.signedIn} signed in, ${retried.claimLost} paid but no longer signed in by their claim, ${retried.attempted - retried.signedIn - retried.claimLost} still failing`,
  );
}
console.log(
  `${successfulCount} successful checkouts in all; receipts (the server's job worker): ${receipts.succeeded} sent, ${receipts.failed} failed, ${receipts.waiting} waiting, ${receipts.seconds} s after the last verify`,
);

const mismatches = Object.keys(expected).filter((key) => counted[key] !== expected[key]);
console.log(`\n${'in the database'.padEnd(44)} counted  expected`);
for (const key of Object.keys(expected)) {
  console.log(
    `${key.padEnd(44)}${String(counted[key]).padStart(8)}${String(expected[key]).padStart(10)}${mismatches.includes(key) ? '  DIFFERS' : ''}`,
  );
}
if (failures.length > 0) {
  console.log(`\n${failures.length} failed request(s) or wrong answer(s), the first 20 (all in the JSON):`);
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/payments.json'),
  JSON.stringify(
    {
      database: 'postgres',
      checkouts: CHECKOUTS,
      callers: CALLERS,
      successfulCheckouts: successfulCount,
      verifyRetries: retried,
      endToEndSeconds: Number(endToEndSeconds.toFixed(2)),
      passwordHashing: {
        msEach: Number(hashing.msEach.toFixed(2)),
        perSecond: hashing.perSecond,
        cores: hashing.cores,
      },
      rows: stages.map(({ row, requests }) => ({ ...row, requests })),
      receipts,
      counted,
      expected,
      mismatches,
      failures,
    },
    null,
    2,
  ),
);
if (mismatches.length > 0 || failures.length > 0 || successfulCount !== CHECKOUTS) process.exitCode = 1;
