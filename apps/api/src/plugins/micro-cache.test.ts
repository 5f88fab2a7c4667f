import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import microCache from './micro-cache';

/** A public list whose answers the test releases by hand, counting how often it was asked. */
async function appWithSlowList() {
  let clock = 0;
  let release!: () => void;
  let released = new Promise<void>((resolve) => (release = resolve));
  const state = { calls: 0, status: 200 };
  const app = Fastify();
  await app.register(fp(async () => {}, { name: 'errors' }));
  await app.register(microCache, { seconds: 5, now: () => clock });
  app.get('/list', { config: { publicCache: true } }, async (_request, reply) => {
    state.calls += 1;
    await released;
    reply.code(state.status);
    return { call: state.calls };
  });
  await app.ready();
  return {
    app,
    state,
    release: () => release(),
    /** Lets the next answers through at once; later ones wait for release again. */
    hold: () => {
      released = new Promise<void>((resolve) => (release = resolve));
    },
    advance: (milliseconds: number) => {
      clock += milliseconds;
    },
  };
}

/** Starts requests and waits until each has reached the cache or the route. */
async function burst(app: Awaited<ReturnType<typeof appWithSlowList>>['app'], count: number) {
  const responses = Array.from({ length: count }, () => app.inject({ method: 'GET', url: '/list' }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return responses;
}

describe('micro-cache', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('asks the route once for a burst of identical requests and answers them all with that', async () => {
    const list = await appWithSlowList();
    close = () => list.app.close();

    const pending = await burst(list.app, 20);
    list.release();
    const responses = await Promise.all(pending);

    expect(list.state.calls).toBe(1);
    expect(new Set(responses.map((response) => response.body))).toEqual(new Set(['{"call":1}']));
    expect(responses.filter((response) => response.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
  });

  it('coalesces again when the stored answer expires under load', async () => {
    const list = await appWithSlowList();
    close = () => list.app.close();
    list.release();
    await list.app.inject({ method: 'GET', url: '/list' });

    list.hold();
    list.advance(5_001);
    const pending = await burst(list.app, 20);
    list.release();
    const responses = await Promise.all(pending);

    expect(list.state.calls).toBe(2);
    expect(new Set(responses.map((response) => response.body))).toEqual(new Set(['{"call":2}']));
  });

  it('asks the route again at once after the kept answers are dropped', async () => {
    const list = await appWithSlowList();
    close = () => list.app.close();
    list.release();
    await list.app.inject({ method: 'GET', url: '/list' });
    expect((await list.app.inject({ method: 'GET', url: '/list' })).headers['x-cache']).toBe('hit');

    list.app.dropPublicCache();
    const after = await list.app.inject({ method: 'GET', url: '/list' });

    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toBe('{"call":2}');
  });

  it('does not keep an answer that was being made when the answers were dropped', async () => {
    const list = await appWithSlowList();
    close = () => list.app.close();
    const [before] = await burst(list.app, 1);
    list.app.dropPublicCache();
    list.release();
    expect((await before!).body).toBe('{"call":1}');

    const after = await list.app.inject({ method: 'GET', url: '/list' });
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toBe('{"call":2}');
  });

  it('lets each waiting request ask for itself when the first answer cannot be shared', async () => {
    const list = await appWithSlowList();
    close = () => list.app.close();
    list.state.status = 503;

    const pending = await burst(list.app, 5);
    list.release();
    const responses = await Promise.all(pending);

    expect(list.state.calls).toBe(5);
    expect(responses.every((response) => response.statusCode === 503)).toBe(true);
    expect(responses.every((response) => response.headers['x-cache'] === undefined)).toBe(true);
  });
});
