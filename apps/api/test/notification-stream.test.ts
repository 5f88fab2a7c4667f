import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@creators-archive/contract';
import { ZCreateStreamTicketResponse } from '@creators-archive/contract/notifications/create-stream-ticket';
import {
  STREAM_HEARTBEAT_MS,
  STREAM_RETRY_MS,
  ZStreamedNotification,
  type StreamedNotification,
} from '@creators-archive/contract/notifications/stream-notifications';
import type { Database } from '../src/db/client';
import { portfolioItems } from '../src/db/schema';
import { openEventStream, type StreamEvent } from './event-stream-client';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  databaseKinds,
  expectErrorEnvelope,
  logCapture,
  registerUser,
  type TestApp,
} from './helpers';

const streamPath = '/v1/notifications/stream';

/** A ready work of `userId`'s, as the upload pipeline leaves it. */
async function addWork(db: Database, userId: string, title: string): Promise<string> {
  const [row] = await db
    .insert(portfolioItems)
    .values({
      userId,
      title,
      status: 'ready',
      width: 1600,
      height: 1200,
      thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
      originalKey: `originals/${title}`,
      variants: [
        { format: 'avif', width: 320, height: 240, key: `public/test/${title}-320.avif`, bytes: 9000 },
      ],
    })
    .returning({ id: portfolioItems.id });
  return row!.id;
}

async function ticketFor(app: FastifyInstance, member: Session): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/notifications/stream-ticket',
    headers: bearer(member.access_token),
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.headers['cache-control']).toBe('no-store');
  return ZCreateStreamTicketResponse.parse(response.json()).data.ticket;
}

async function like(app: FastifyInstance, member: Session, workId: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/portfolio/${workId}/like`,
    headers: bearer(member.access_token),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const streamed = (event: StreamEvent): StreamedNotification =>
  ZStreamedNotification.parse(JSON.parse(event.data));

/** The streamed notification of a like on `workId`. */
const likeOf = (workId: string) => (event: StreamEvent) => {
  const { notification } = streamed(event);
  return (
    notification.kind === 'like' &&
    notification.subject?.type === 'item' &&
    notification.subject.id === workId
  );
};

describe.each(databaseKinds)('the notification stream on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let base: string;
  const log = logCapture();

  beforeAll(async () => {
    testApp = await buildTestApp(kind, { LOG_LEVEL: 'info' }, { logDestination: log });
    app = testApp.app;
    db = testApp.database.db;
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  let stopped = false;
  afterAll(async () => {
    if (!stopped) await testApp.close();
  });

  const open = async (member: Session, headers: Record<string, string> = {}) =>
    openEventStream(
      `${base}${streamPath}?ticket=${encodeURIComponent(await ticketFor(app, member))}`,
      headers,
    );

  it('asks for a ticket, which only a signed-in member gets', async () => {
    const withoutTicket = await app.inject({ method: 'GET', url: streamPath });
    expectErrorEnvelope(withoutTicket, 400, 'VALIDATION_FAILED');
    const madeUp = await app.inject({ method: 'GET', url: `${streamPath}?ticket=not-a-ticket` });
    expectErrorEnvelope(madeUp, 401, 'UNAUTHENTICATED');
    const anonymous = await app.inject({ method: 'POST', url: '/v1/notifications/stream-ticket' });
    expectErrorEnvelope(anonymous, 401, 'UNAUTHENTICATED');
  });

  it('opens the stream once per ticket, and never after thirty seconds', async () => {
    const member = await registerUser(app);
    const ticket = await ticketFor(app, member);
    const first = await openEventStream(`${base}${streamPath}?ticket=${encodeURIComponent(ticket)}`);
    expect(first.status).toBe(200);
    first.close();
    const again = await app.inject({
      method: 'GET',
      url: `${streamPath}?ticket=${encodeURIComponent(ticket)}`,
    });
    expectErrorEnvelope(again, 401, 'UNAUTHENTICATED');

    const late = await ticketFor(app, member);
    testApp.clock.advance(31_000);
    const expired = await app.inject({
      method: 'GET',
      url: `${streamPath}?ticket=${encodeURIComponent(late)}`,
    });
    expectErrorEnvelope(expired, 401, 'UNAUTHENTICATED');
  });

  it('a made-up ticket naming a member does not open their stream, however often it is tried', async () => {
    const member = await registerUser(app);
    const [userId, sessionId, expiry] = (await ticketFor(app, member)).split('.');
    const forged = encodeURIComponent(`${userId}.${sessionId}.${expiry}.${'A'.repeat(43)}`);
    for (const _attempt of [1, 2, 3]) {
      const response = await app.inject({ method: 'GET', url: `${streamPath}?ticket=${forged}` });
      expectErrorEnvelope(response, 401, 'UNAUTHENTICATED');
    }
  });

  it('sends unbuffered events with a retry hint and a heartbeat every second, and keeps the ticket out of the log', async () => {
    const member = await registerUser(app);
    const ticket = await ticketFor(app, member);
    const openedAt = performance.now();
    const stream = await openEventStream(`${base}${streamPath}?ticket=${encodeURIComponent(ticket)}`);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    // Written to the raw connection, it still carries what every answer does.
    expect(stream.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const firstBeat = await stream.nextComment();
    const secondBeat = await stream.nextComment();
    stream.close();
    expect(stream.retryMs()).toBe(STREAM_RETRY_MS);
    // A timer's turn may come a little late on a busy machine; a heartbeat is due every second.
    expect(firstBeat - openedAt).toBeLessThan(STREAM_HEARTBEAT_MS + 500);
    expect(secondBeat - firstBeat).toBeLessThan(STREAM_HEARTBEAT_MS + 500);
    expect(log.text()).toContain(`${streamPath}?ticket=[redacted]`);
    expect(log.text()).not.toContain(ticket.split('.')[3]);
  });

  it("sends a notification recorded after it opened, and none of another member's", async () => {
    const designer = await registerUser(app);
    const bystander = await registerUser(app);
    const fan = await registerUser(app);
    const poster = await addWork(db, designer.user.id, 'Poster');
    const bystanderWork = await addWork(db, bystander.user.id, 'Sketch');
    const bystanderStream = await open(bystander);
    const stream = await open(designer);

    await like(app, fan, poster);
    const event = await stream.next();
    expect(event.event).toBe('notification');
    const { notification, unreadCount } = streamed(event);
    expect(notification).toMatchObject({ kind: 'like', actorCount: 1, readAt: null });
    expect(notification.actors.map((actor) => actor.id)).toEqual([fan.user.id]);
    expect(unreadCount).toBe(1);

    // The bystander's first event is their own notification, not the designer's before it.
    await like(app, fan, bystanderWork);
    expect(likeOf(bystanderWork)(await bystanderStream.next())).toBe(true);
    stream.close();
    bystanderStream.close();
  });

  it('resumes with Last-Event-ID: what was made while it was closed comes first', async () => {
    const designer = await registerUser(app);
    const fans = [await registerUser(app), await registerUser(app), await registerUser(app)];
    const [poster, mural, zine] = [
      await addWork(db, designer.user.id, 'Poster'),
      await addWork(db, designer.user.id, 'Mural'),
      await addWork(db, designer.user.id, 'Zine'),
    ] as [string, string, string];
    const first = await open(designer);
    await like(app, fans[0]!, poster);
    const seen = await first.next();
    first.close();
    await first.ended;

    testApp.clock.advance(1_000);
    await like(app, fans[1]!, mural);
    testApp.clock.advance(1_000);
    await like(app, fans[2]!, zine);

    const resumed = await open(designer, { 'last-event-id': seen.id! });
    const missed = [await resumed.next(), await resumed.next()];
    expect(missed.map((event) => likeOf(mural)(event) || likeOf(zine)(event))).toEqual([true, true]);
    expect(likeOf(mural)(missed[0]!)).toBe(true);
    expect(streamed(missed[1]!).unreadCount).toBe(3);
    resumed.close();
  });

  it('ends when the member signs out, at their next notification', async () => {
    const designer = await registerUser(app);
    const fan = await registerUser(app);
    const poster = await addWork(db, designer.user.id, 'Poster');
    const stream = await open(designer);
    const signedOut = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: bearer(designer.access_token),
    });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    await like(app, fan, poster);
    await stream.ended;
    expect(stream.body).not.toContain('event: notification');
  });

  // Last: it stops the app.
  it('ends every open stream when the process stops', async () => {
    const stream = await open(await registerUser(app));
    await testApp.close();
    stopped = true;
    await stream.ended;
  });
});

describe.runIf(databaseKinds.includes('postgres'))('two processes on one PostgreSQL database', () => {
  it("a like made on one reaches the member's stream held by the other", async () => {
    const database = await createTestDatabase('postgres');
    // One key folder: a token one process signs, the other accepts, as DATA_DIR or JWT_PRIVATE_KEY does.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-stream-'));
    const environment = { DATABASE_URL: database.url! };
    const holding = await buildTestApp('postgres', environment, { database, dataDir });
    const liking = await buildTestApp('postgres', environment, { database, dataDir });
    try {
      const base = await holding.app.listen({ port: 0, host: '127.0.0.1' });
      const designer = await registerUser(holding.app);
      const fan = await registerUser(liking.app);
      const poster = await addWork(database.db, designer.user.id, 'Poster');
      const stream = await openEventStream(
        `${base}${streamPath}?ticket=${encodeURIComponent(await ticketFor(holding.app, designer))}`,
      );
      await stream.nextComment();
      await like(liking.app, fan, poster);
      expect(likeOf(poster)(await stream.next())).toBe(true);
      stream.close();
    } finally {
      await holding.close();
      await liking.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
