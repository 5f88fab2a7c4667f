// `npm run test:cluster`: two API processes on PostgreSQL, Redis and S3 behind nginx are one product.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pictureSvg, rasterise } from '@creators-archive/test-support/images';
import { buildApi, newClientAddress, root, startCluster, waitUntil, type Cluster } from './cluster';
import { createSecretBox } from '../apps/api/src/modules/auth/secret-box';
import { openEventStream } from '../apps/api/test/event-stream-client';
import {
  call,
  callOnNewConnection,
  password,
  register,
  signInWithNewFactor,
  uniqueEmail,
  type Session,
} from './client';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Low enough to reach in a test, and kept by each run's own client addresses and accounts. */
const limits = {
  RATE_LIMIT_MAX: '60',
  RATE_LIMIT_AUTH_MAX: '1000',
  RATE_LIMIT_ACCOUNT_MAX: '10',
  LOGIN_SLOWDOWN_AFTER: '50',
  LOGIN_SLOWDOWN_ACCOUNT_AFTER: '100',
  REGISTRATION_MAX_PER_HOUR: '1000',
  CHECKOUT_MAX_PER_HOUR: '1000',
  REGISTRATION_GLOBAL_MAX_PER_HOUR: '100000',
  PUBLIC_CACHE_SECONDS: '30',
};

/** The admin each process brings in line at start; the empty database makes it on the first start. */
const admin = { email: uniqueEmail('admin'), password: 'a long cluster admin passphrase' };

// About 15 s on a quiet 2-core machine; the limit leaves room for a busy one.
describe('two API processes behind nginx', { timeout: 480_000 }, () => {
  let cluster: Cluster;
  let first: string;
  let second: string;

  before(async () => {
    buildApi();
    cluster = await startCluster({
      processes: 2,
      environment: { ...limits, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    });
    [first, second] = cluster.processes.map((process) => process.url) as [string, string];
  });

  let planId: string | undefined;
  /** Pays a month for `member` in the sandbox: the checkout on api-1, paid on api-2, verified on api-1. */
  async function subscribe(member: Session): Promise<void> {
    if (!planId) {
      const [plan] = await cluster.query<{ id: string }>(
        "INSERT INTO plans (code, name, description, interval) VALUES ('cluster-monthly', 'Cluster Monthly', 'A month', 'month') RETURNING id",
      );
      assert.ok(plan);
      await cluster.query(
        "INSERT INTO plan_prices (plan_id, currency, amount_minor) VALUES ($1, 'USD', 500)",
        [plan.id],
      );
      planId = plan.id;
    }
    const checkout = await call<{ data: { reference: string; authorizationUrl: string } }>(
      first,
      '/v1/subscriptions/checkout',
      { method: 'POST', token: member.access_token, body: { planId, currency: 'USD' } },
    );
    assert.equal(checkout.status, 200);
    const paid = await fetch(`${second}${new URL(checkout.body.data.authorizationUrl).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newClientAddress() },
      body: new URLSearchParams({ outcome: 'success', channel: 'card' }).toString(),
      redirect: 'manual',
    });
    assert.equal(paid.status, 303);
    const verified = await call(first, `/v1/subscriptions/verify/${checkout.body.data.reference}`, {
      token: member.access_token,
    });
    assert.equal(verified.status, 200);
  }

  /** Posts `fields` and one file as a form through nginx for `member`; answers the id made. */
  async function created(
    member: Session,
    url: string,
    fields: Record<string, string>,
    file: { field: string; bytes: Buffer; type: string },
  ): Promise<string> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), 'file');
    const answer = await call<{ data: { id: string } }>(cluster.url, url, {
      method: 'POST',
      token: member.access_token,
      body: form,
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body.data.id;
  }

  type Work = { status: string; images: { url: string; format: string }[] };
  /** Uploads a JPEG through nginx as a portfolio item and answers it once api-1 finds it ready. */
  async function readyWork(member: Session, title: string, image: Buffer): Promise<Work> {
    const id = await created(
      member,
      '/v1/portfolio',
      { title },
      { field: 'images', bytes: image, type: 'image/jpeg' },
    );
    let item: Work | undefined;
    await waitUntil(
      async () => {
        const answer = await call<{ data: Work }>(first, `/v1/portfolio/${id}`, {
          token: member.access_token,
        });
        item = answer.body.data;
        return item.status !== 'processing';
      },
      60_000,
      'the variants',
    );
    assert.equal(item?.status, 'ready');
    return item;
  }

  after(async () => {
    await cluster?.close();
  });

  it('start at once on an empty database: the migrations run once and both answer ready', async (t) => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(root, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [applied] = await cluster.query<{ count: number; hashes: number }>(
      'SELECT count(*)::int AS count, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations',
    );
    assert.deepEqual(applied, { count: journal.entries.length, hashes: journal.entries.length });
    for (const url of [first, second]) assert.equal((await call(url, '/v1/health/ready')).status, 200);
    t.diagnostic(`${journal.entries.length} migrations applied once each on ${cluster.databaseName}`);
  });

  it('a session started on one process is used and refreshed on the other', async (t) => {
    const session = await register(first, 'session');
    const me = await call<{ data: { email: string } }>(second, '/v1/users/me', {
      token: session.access_token,
    });
    assert.equal(me.status, 200);
    assert.equal(me.body.data.email, session.user.email);

    const refreshed = await call<{ data: { accessToken: string; refreshToken: string } }>(
      second,
      '/v1/auth/refresh',
      { method: 'POST', body: { refreshToken: session.refresh_token } },
    );
    assert.equal(refreshed.status, 200);
    assert.equal((await call(first, '/v1/users/me', { token: refreshed.body.data.accessToken })).status, 200);
    // The rotated-out token is spent for every process, not only the one that rotated it.
    const replayed = await call(first, '/v1/auth/refresh', {
      method: 'POST',
      body: { refreshToken: session.refresh_token },
    });
    assert.equal(replayed.status, 401);
    t.diagnostic('registered on api-1, read and refreshed on api-2, the old refresh token refused on api-1');
  });

  it('share rate limits: per client address and per account, counted across both processes', async (t) => {
    const address = newClientAddress();
    const statuses: number[] = [];
    for (let request = 0; request < 61; request += 1) {
      // Searches of their own, so that no other caller shares these answers.
      statuses.push(
        (await call(request % 2 ? second : first, `/v1/designers?q=limit${request}`, { address })).status,
      );
    }
    assert.deepEqual(
      statuses.slice(0, 60).filter((status) => status !== 200),
      [],
    );
    assert.equal(statuses[60], 429);

    const member = await register(first, 'limited');
    const signInAddress = newClientAddress();
    const signIns: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await call(attempt % 2 ? second : first, '/v1/auth/login', {
        method: 'POST',
        address: signInAddress,
        body: { email: member.user.email, password: 'not the password at all' },
      });
      signIns.push(answer.status);
    }
    assert.deepEqual(signIns.slice(0, 10), Array(10).fill(401));
    assert.equal(signIns[10], 429);
    t.diagnostic('61st request from one address in a minute: 429 (limit 60, 30 asked of each process)');
    t.diagnostic('11th wrong password for one account: 429 (limit 10, alternating processes)');
  });

  it('run each queued job once: every password-reset e-mail arrives exactly once', async (t) => {
    const members = await Promise.all(
      Array.from({ length: 12 }, (_, index) => register(cluster.url, `reset${index}`)),
    );
    const alreadyReceived = cluster.smtp.received.length;
    await Promise.all(
      members.map((member) =>
        call(cluster.url, '/v1/auth/reset-password', { method: 'POST', body: { email: member.user.email } }),
      ),
    );
    const emails = new Set(members.map((member) => member.user.email));
    const resetMail = () =>
      cluster.smtp.received.slice(alreadyReceived).filter((mail) => mail.to.some((to) => emails.has(to)));
    await waitUntil(async () => resetMail().length >= members.length, 30_000, 'the reset e-mails');
    await waitUntil(
      async () =>
        (
          await cluster.query(
            "SELECT 1 FROM jobs WHERE status IN ('pending', 'running') AND type = 'mail.send' LIMIT 1",
          )
        ).length === 0,
      30_000,
      'the mail queue to empty',
    );
    for (const email of emails) {
      assert.equal(resetMail().filter((mail) => mail.to.includes(email)).length, 1, email);
    }
    const attempts = await cluster.query<{ attempts: number; count: number }>(
      "SELECT attempts, count(*)::int AS count FROM jobs WHERE type = 'mail.send' GROUP BY attempts",
    );
    assert.deepEqual(attempts, [{ attempts: 1, count: attempts[0]?.count }]);
    t.diagnostic(
      `${members.length} reset e-mails queued through nginx, each sent once; every mail job ran once`,
    );
  });

  it('renew a subscription once when both processes run the renewal pass at the same moment', async (t) => {
    const member = await register(cluster.url, 'renewing');
    await subscribe(member);
    const [subscription] = await cluster.query<{ id: string; current_period_end: Date }>(
      'SELECT id, current_period_end FROM subscriptions WHERE user_id = $1',
      [member.user.id],
    );
    assert.ok(subscription);

    const now = new Date(subscription.current_period_end.getTime() + 60 * 60 * 1000).toISOString();
    const passes = await Promise.all(
      [first, second, first, second].map((url) =>
        call<{ data: { ran: boolean; charged: number } }>(url, '/v1/payments/sandbox/renewals', {
          method: 'POST',
          body: { now },
        }),
      ),
    );
    for (const pass of passes) assert.equal(pass.status, 200);
    const charged = passes.reduce((total, pass) => total + pass.body.data.charged, 0);
    const renewals = await cluster.query<{ status: string }>(
      "SELECT status FROM payments WHERE subscription_id = $1 AND purpose = 'renewal'",
      [subscription.id],
    );
    assert.equal(charged, 1);
    assert.deepEqual(renewals, [{ status: 'success' }]);
    const [renewed] = await cluster.query<{ current_period_end: Date }>(
      'SELECT current_period_end FROM subscriptions WHERE id = $1',
      [subscription.id],
    );
    const expectedEnd = new Date(subscription.current_period_end);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    assert.equal(renewed?.current_period_end.toISOString(), expectedEnd.toISOString());
    t.diagnostic(
      `4 passes at once (${passes.filter((pass) => pass.body.data.ran).length} ran, the others found the lease taken): one charge, one period added`,
    );
  });

  it('serve an upload and all its variants from either process', async (t) => {
    const member = await register(cluster.url, 'uploader');
    const image = await rasterise(pictureSvg(1400, 1000, 30), 'jpeg');
    const item = await readyWork(member, 'Made on one, served by both', image);
    assert.ok(item.images.length >= 4);
    for (const image of item.images) {
      const [fromFirst, fromSecond] = await Promise.all(
        [first, second].map(async (url) => {
          const response = await fetch(`${url}${image.url}`);
          return {
            status: response.status,
            type: response.headers.get('content-type'),
            bytes: await response.arrayBuffer(),
          };
        }),
      );
      assert.equal(fromFirst?.status, 200, image.url);
      assert.equal(fromSecond?.status, 200, image.url);
      assert.equal(fromFirst.type, `image/${image.format}`);
      assert.deepEqual(Buffer.from(fromFirst.bytes), Buffer.from(fromSecond.bytes));
    }
    const [variantJobs] = await cluster.query<{ count: number; attempts: number }>(
      "SELECT count(*)::int AS count, max(attempts)::int AS attempts FROM jobs WHERE type LIKE 'portfolio.variants%'",
    );
    assert.deepEqual(variantJobs, { count: 1, attempts: 1 });
    t.diagnostic(
      `uploaded through nginx; ${item.images.length} variants made once, each served identically by api-1 and api-2`,
    );
  });

  it('resume an upload on the other process from the offset the first one took it to', async (t) => {
    const member = await register(cluster.url, 'resumer');
    const image = await rasterise(pictureSvg(1400, 1000, 31), 'jpeg');
    const address = newClientAddress();
    const tus = (headers: Record<string, string>) => ({
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${member.access_token}`,
      'x-forwarded-for': address,
      ...headers,
    });
    const title = Buffer.from('Resumed on the other process').toString('base64');
    const created = await fetch(`${first}/v1/portfolio/uploads`, {
      method: 'POST',
      headers: tus({ 'upload-length': String(image.length), 'upload-metadata': `title ${title}` }),
    });
    assert.equal(created.status, 201, await created.text());
    const location = created.headers.get('location') ?? '';
    const send = (url: string, offset: number, bytes: Buffer) =>
      fetch(`${url}${location}`, {
        method: 'PATCH',
        headers: tus({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
        body: new Uint8Array(bytes),
      });
    const half = Math.floor(image.length / 2);
    const part = await send(first, 0, image.subarray(0, half));
    assert.equal(part.status, 204, await part.text());

    const asked = await fetch(`${second}${location}`, { method: 'HEAD', headers: tus({}) });
    assert.equal(asked.status, 200);
    assert.equal(asked.headers.get('upload-offset'), String(half));
    const rest = await send(second, half, image.subarray(half));
    assert.equal(rest.status, 204, await rest.text());
    const itemId = rest.headers.get('portfolio-item-id');
    assert.equal(itemId, location.split('/').pop());

    const items = await cluster.query<{ title: string; original_bytes: number }>(
      'SELECT title, original_bytes FROM portfolio_items WHERE id = $1',
      [itemId],
    );
    assert.deepEqual(items, [{ title: 'Resumed on the other process', original_bytes: image.length }]);
    const [open] = await cluster.query<{ count: number }>('SELECT count(*)::int AS count FROM open_uploads');
    assert.equal(open?.count, 0);
    t.diagnostic(
      `${half} of ${image.length} bytes sent to api-1, the offset asked of api-2 and the rest sent there; one item made`,
    );
  });

  it('recognise on one process a device that signed in on the other', async (t) => {
    const member = await register(first, 'device');
    const box = createSecretBox({ keyBase64: cluster.environment.DEVICE_TOKEN_KEY, dataDir: undefined });
    const deviceOf = (token: string) => (JSON.parse(box.open(token)) as { deviceId: string }).deviceId;
    const signIn = async (url: string, deviceToken?: string) => {
      const answer = await call<{ data: { device_token: string } }>(url, '/v1/auth/login', {
        method: 'POST',
        body: { email: member.user.email, password, ...(deviceToken && { deviceToken }) },
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.data.device_token;
    };
    const issued = await signIn(first);
    // The token sealed by api-1 is opened by api-2, which keeps the device it names.
    const renewed = await signIn(second, issued);
    assert.equal(deviceOf(renewed), deviceOf(issued));
    t.diagnostic('a device token sealed by api-1 recognised by api-2, with no data directory shared');
  });

  it('open on one process an identity-document link the other signed, and refuse it altered', async (t) => {
    const member = await register(cluster.url, 'vetted');
    await subscribe(member);
    // The program takes members with three finished works.
    for (const hue of [60, 120, 180]) {
      await readyWork(member, `Vetted work ${hue}`, await rasterise(pictureSvg(320, 240, hue), 'jpeg'));
    }
    const document = await rasterise(pictureSvg(300, 200, 240), 'png');
    const requestId = await created(
      member,
      '/v1/verification',
      {
        statement: 'I have designed book covers and festival identities for eight years, all in print.',
        links: JSON.stringify(['https://example.com/work']),
      },
      { field: 'document', bytes: document, type: 'image/png' },
    );

    const adminToken = await signInWithNewFactor(first, admin.email, admin.password);
    const review = await call<{ data: { documentUrl: string } }>(
      first,
      `/v1/admin/verification-requests/${requestId}`,
      { token: adminToken },
    );
    assert.equal(review.status, 200, JSON.stringify(review.body));
    const link = review.body.data.documentUrl;
    const opened = await fetch(`${second}${link}`);
    assert.equal(opened.status, 200, await opened.clone().text());
    assert.equal(opened.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await opened.arrayBuffer()), document);

    // The same signature on a later expiry: a link kept open longer than it was signed for.
    const [id, expiry, signature] = link.split('/').at(-1)!.split('.') as [string, string, string];
    const altered = `${link.slice(0, link.lastIndexOf('/'))}/${id}.${Number(expiry) + 60_000}.${signature}`;
    const refused = await call<{ error: { details: { reason: string } } }>(second, altered);
    assert.equal(refused.status, 404);
    assert.equal(refused.body.error.details.reason, 'DOCUMENT_LINK_EXPIRED');
    t.diagnostic(
      'a document link signed by api-1 for an admin at aal2 opened on api-2 with the same bytes; its expiry moved, refused',
    );
  });

  it("never serve one member's answer to another from the micro-cache", async (t) => {
    for (const url of [first, second]) {
      await call(url, '/v1/designers');
      assert.equal((await call(url, '/v1/designers')).headers.get('x-cache'), 'hit', `${url} caches`);
    }
    const members = await Promise.all([register(cluster.url, 'amara'), register(cluster.url, 'kofi')]);
    const requests = Array.from({ length: 40 }, (_, index) => members[index % 2]!);
    const answers = await Promise.all(
      requests.flatMap((member) => [
        call<{ data: { email: string } }>(cluster.url, '/v1/users/me', { token: member.access_token }).then(
          (answer) => ({ member, answer }),
        ),
        call<{ data: { email: string } }>(cluster.url, '/v1/designers', { token: member.access_token }).then(
          (answer) => ({ member, answer }),
        ),
      ]),
    );
    for (const { answer } of answers) {
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('x-cache'), null);
      assert.doesNotMatch(answer.headers.get('cache-control') ?? '', /public/);
    }
    for (const { member, answer } of answers.filter((_, index) => index % 2 === 0)) {
      assert.equal(answer.body.data.email, member.user.email);
    }
    t.diagnostic(
      'anonymous directory answers cached on both; 80 signed-in answers through nginx, none cached, each its own',
    );
  });

  it("carry a like made on either process to a member's stream held through nginx within a second", async (t) => {
    const designer = await register(cluster.url, 'streamed');
    const [work] = await cluster.query<{ id: string }>(
      `INSERT INTO portfolio_items (user_id, title, status, width, height, thumbhash, original_key, variants)
       VALUES ($1, 'Streamed', 'ready', 1600, 1200, 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw', 'originals/streamed', '[]')
       RETURNING id`,
      [designer.user.id],
    );
    assert.ok(work);
    const ticket = await call<{ data: { ticket: string } }>(cluster.url, '/v1/notifications/stream-ticket', {
      method: 'POST',
      token: designer.access_token,
    });
    assert.equal(ticket.status, 201);
    const stream = await openEventStream(
      `${cluster.url}/v1/notifications/stream?ticket=${encodeURIComponent(ticket.body.data.ticket)}`,
      { 'x-forwarded-for': newClientAddress() },
    );
    try {
      assert.equal(stream.status, 200);
      // A heartbeat through nginx: nothing holds the stream's bytes back.
      await stream.nextComment();
      // Likes alternate between the processes, so whichever holds the stream, half were made on the other.
      const latencies: Record<string, number[]> = { 'api-1': [], 'api-2': [] };
      for (let index = 0; index < 20; index += 1) {
        const fan = await register(cluster.url, `fan-${index}`);
        const [name, url]: [string, string] = index % 2 === 0 ? ['api-1', first] : ['api-2', second];
        const likedAt = performance.now();
        const liked: { status: number } = await call(url, `/v1/portfolio/${work.id}/like`, {
          method: 'POST',
          token: fan.access_token,
        });
        assert.equal(liked.status, 200);
        // Likes of one work are one notification while unread: each like grows its actors by one.
        const event = await stream.next(
          (candidate) =>
            (JSON.parse(candidate.data) as { notification: { actorCount: number } }).notification
              .actorCount ===
            index + 1,
        );
        latencies[name]!.push(event.receivedAt - likedAt);
      }
      const slowest = Math.max(...Object.values(latencies).flat());
      assert.ok(slowest < 1_000, `the slowest like took ${slowest.toFixed(0)} ms to reach the stream`);
      const summary = Object.entries(latencies)
        .map(
          ([name, values]) =>
            `${name} max ${Math.max(...values).toFixed(0)} ms, median ${median(values).toFixed(0)} ms`,
        )
        .join('; ');
      t.diagnostic(
        `20 likes, the request's start to the event through nginx (p99 = the slowest): ${summary}`,
      );
    } finally {
      stream.close();
    }
  });

  it('drop no request while the processes restart one after the other under load', async (t) => {
    const member: Session = await register(cluster.url, 'steady');
    // A connection per request, opened for it: each reload of nginx (two per restart) closes the
    // connections its previous worker held idle, and a request written on one at that moment gets
    // no answer. Browsers resend such a request on a new connection (and over HTTP/2, which nginx
    // serves them, are told which requests it never read); these callers resend nothing, so they
    // never write on a connection that was idle, not even one the earlier tests left in fetch's
    // pool; and nginx accepts a connection only once its request has arrived (`deferred`), so none
    // is ever waiting, unread, in a stopping worker. What nginx answers, a 502 included, still counts.
    const requests: [string, () => Promise<number>][] = [
      ['GET /v1/designers', () => callOnNewConnection(cluster.url, '/v1/designers?q=studio')],
      [
        'GET /v1/users/me',
        () => callOnNewConnection(cluster.url, '/v1/users/me', { token: member.access_token }),
      ],
      ['GET /v1/subscriptions/plans', () => callOnNewConnection(cluster.url, '/v1/subscriptions/plans')],
      [
        'POST /v1/auth/reset-password',
        () =>
          callOnNewConnection(cluster.url, '/v1/auth/reset-password', {
            method: 'POST',
            body: { email: uniqueEmail('nobody') },
          }),
      ],
    ];
    let loading = true;
    /** Where the restart stood, so that a failure says which step it met. */
    let step = 'before the first restart';
    const failures: string[] = [];
    let sent = 0;
    const worker = async () => {
      while (loading) {
        const [name, request] = requests[sent % requests.length]!;
        sent += 1;
        try {
          const status = await request();
          if (status !== 200) failures.push(`${name}, ${step}: ${status}`);
        } catch (error) {
          failures.push(`${name}, ${step}: ${String(error)}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, () => worker()));
    const exits: string[] = [];
    // The load stops whatever happens below: callers left running would keep the test process
    // from ever exiting.
    try {
      for (const process of cluster.processes) {
        // As the documented restart does: out of nginx's rotation first, so that no request is on
        // its way to the process when it stops; a connection the kernel completes between its last
        // accept and the close of its listener would otherwise be reset after nginx wrote a POST.
        step = `while ${process.name} left the rotation`;
        await cluster.setInRotation(process, false);
        step = `while ${process.name} stopped`;
        const stopping = performance.now();
        const exit = await process.stop();
        assert.deepEqual(exit, { code: 0, signal: null }, process.output());
        const stopped = performance.now();
        step = `while ${process.name} started`;
        await process.start();
        step = `while ${process.name} came back to the rotation`;
        await cluster.setInRotation(process, true);
        step = `after ${process.name} came back`;
        exits.push(
          `${process.name} exited 0 in ${((stopped - stopping) / 1000).toFixed(1)} s and was ready again ${((performance.now() - stopped) / 1000).toFixed(1)} s later`,
        );
      }
    } finally {
      loading = false;
      await load;
    }
    assert.deepEqual(failures, [], cluster.nginxErrorLog());
    assert.ok(sent > 100, `only ${sent} requests were sent`);
    t.diagnostic(`${sent} requests from 4 callers through nginx while ${exits.join(', then ')}: none failed`);
  });
});
