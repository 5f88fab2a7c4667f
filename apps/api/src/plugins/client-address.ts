import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who sent the request, as every per-address rule counts it: the socket's peer, or with
     * TRUST_PROXY the address the trusted proxies name. Always set, even once the client has gone.
     */
    readonly clientAddress: string;
  }
}

/** A peer whose address could not be read at all still gets a key, shared by every such peer. */
export const UNKNOWN_CLIENT = 'unknown';

const connectionAddress = Symbol('connectionAddress');
type RememberingSocket = Socket & { [connectionAddress]?: string };

/**
 * The `trustProxy` function for Fastify: which hop of X-Forwarded-For may be believed. A hop
 * count trusts the nearest N senders; a list trusts senders at those addresses. An unreadable
 * peer is never trusted, so a client that hung up cannot be read through its own header.
 */
export function proxyTrust(
  setting: false | number | string[],
): false | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (address, hop) => address !== undefined && hop < setting;
  const trusted = proxyAddr.compile(setting);
  return (address, hop) => address !== undefined && trusted(address, hop);
}

/**
 * `request.clientAddress`. A socket forgets its peer's address once it is destroyed, and a
 * request may still be in a hook then (a client that gave up under load): the address read when
 * the connection opened stands in for it, so no key built from it is ever undefined.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.server.on('connection', (socket: RememberingSocket) => {
      socket[connectionAddress] = socket.remoteAddress;
    });
    app.decorateRequest('clientAddress', {
      getter(): string {
        const socket = this.raw.socket as RememberingSocket | undefined;
        return this.ip ?? socket?.[connectionAddress] ?? UNKNOWN_CLIENT;
      },
    });
  },
  { name: 'client-address' },
);
