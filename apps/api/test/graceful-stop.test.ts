import fs from 'node:fs';
import net from 'node:net';
import { once } from 'node:events';
import { setImmediate as afterThisTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareGracefulStop } from '../src/lib/graceful-stop';
import { buildTestApp, type TestApp } from './helpers';

/** A connection the server has accepted and holds, with no request sent on it yet. */
async function acceptedConnection(testApp: TestApp, port: number) {
  const accepted = once(testApp.app.server, 'connection');
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const closed = new Promise<string>((resolve) => {
    socket.once('error', () => {});
    socket.once('close', () => resolve(received));
  });
  await accepted;
  return { socket, closed };
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('stopping the server', () => {
  let testApp: TestApp;
  afterEach(() => {
    // The stop under test closed the app and its database; only the files are left.
    fs.rmSync(testApp.dataDir, { recursive: true, force: true });
  });

  async function listening(graceMs: number, routes?: (app: FastifyInstance) => void) {
    testApp = await buildTestApp('pglite', {}, { routes });
    const stop = prepareGracefulStop(testApp.app, graceMs);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as net.AddressInfo;
    return { stop, port };
  }

  it('answers a request that arrives just after the stop on a connection accepted just before it', async () => {
    const { stop, port } = await listening(5_000);
    const held = await acceptedConnection(testApp, port);

    const stopped = stop();
    while (testApp.app.server.listening) await afterThisTurn();
    expect(await refusesConnections(port)).toBe(true);

    held.socket.write(
      `POST /v1/auth/reset-password HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 35\r\n\r\n' +
        '{"email":"nobody@example.com"}     ',
    );
    const answer = await held.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    await stopped;
  });

  it('closes a connection that sends nothing once the grace is over', async () => {
    const { stop, port } = await listening(200);
    const silent = await acceptedConnection(testApp, port);

    const started = performance.now();
    await stop();
    expect(await silent.closed).toBe('');
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('answers a request in progress on a kept-alive connection, then closes the connection', async () => {
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { stop, port } = await listening(5_000, (app) =>
      app.get('/slow', async () => {
        entered();
        await released;
        return { done: true };
      }),
    );
    const held = await acceptedConnection(testApp, port);
    held.socket.write(`GET /slow HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
    await handlerEntered;

    const stopped = stop();
    while (testApp.app.server.listening) await afterThisTurn();
    release();
    const answer = await held.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toMatch(/\{"done":true\}$/);
    await stopped;
  });
});
