import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import clientAddressPlugin, { proxyTrust } from './client-address';
import errorsPlugin from './errors';
import rateLimitPlugin from './rate-limit';

/** Sends one request over a real socket and waits until the server has closed it. */
async function requestAndHangUp(app: FastifyInstance, url: string): Promise<void> {
  const { port } = app.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  await new Promise((resolve) => socket.once('close', resolve));
}

describe('client-address plugin', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('keeps the address of a client that hung up before anything read it, and the limiter counts it', async () => {
    const seen: { clientAddress: string; status: number }[] = [];
    app = Fastify({ trustProxy: proxyTrust(false) });
    await app.register(errorsPlugin);
    await app.register(clientAddressPlugin);
    // Under load a client can give up before the first hook looks at its socket.
    app.addHook('onRequest', async (request) => {
      if (request.raw.socket.destroyed) return;
      request.raw.socket.destroy();
      await new Promise((resolve) => request.raw.socket.once('close', resolve));
    });
    await app.register(rateLimitPlugin, { max: 100 });
    app.get('/v1/hung-up', async (request, reply) => {
      seen.push({ clientAddress: request.clientAddress, status: reply.statusCode });
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });

    await requestAndHangUp(app, '/v1/hung-up');
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual({ clientAddress: '127.0.0.1', status: 200 });
  });
});

describe(proxyTrust.name, () => {
  it('trusts no one when off, the nearest hops by count, and listed proxies only', () => {
    expect(proxyTrust(false)).toBe(false);
    const twoHops = proxyTrust(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    const listed = proxyTrust(['10.0.0.0/8', '::1']) as (address: string, hop: number) => boolean;
    expect(listed('10.9.9.9', 0)).toBe(true);
    expect(listed('::1', 0)).toBe(true);
    expect(listed('203.0.113.9', 0)).toBe(false);
    // A socket that forgot its peer is never a trusted proxy.
    expect(twoHops(undefined as unknown as string, 0)).toBe(false);
    expect(listed(undefined as unknown as string, 0)).toBe(false);
  });
});
