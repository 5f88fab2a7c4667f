import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { setImmediate as afterThisTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long a connection accepted before the stop may take to send its first request. */
export const FIRST_REQUEST_GRACE_MS = 1_000;

/**
 * Prepares a stop that drops no request a client or load balancer has already sent, and is held
 * open by no connection once its last answer is out.
 *
 * - The listener closes first, but only after the turn that delivered the signal: connections
 *   the kernel completed in that turn are accepted rather than reset, since a load balancer
 *   writes its request as soon as it connects and does not resend a POST that met a reset.
 * - A connection accepted but silent is waiting for its request, so the HTTP server's own close
 *   leaves it open until one comes; a browser's speculative connection may never send one. Each
 *   gets a short grace to send its first request, and is closed after it.
 * - Every answer from the stop on, including those already being worked on, closes its
 *   connection; one kept alive would otherwise stay open after the server has closed.
 *
 * The app then closes as usual: requests in progress are answered, the database closes last.
 * Call before the server listens, so that every connection and request is seen.
 */
export function prepareGracefulStop(
  app: FastifyInstance,
  firstRequestGraceMs = FIRST_REQUEST_GRACE_MS,
): () => Promise<void> {
  const awaitingFirstRequest = new Set<net.Socket>();
  /**
   * Each open connection's latest answer: the one being worked on, or its last one, already sent.
   * Kept per connection rather than listened for per answer, which cost every request a listener
   * added and removed. With pipelined requests it is the last one asked that closes the connection,
   * after the ones before it are sent.
   */
  const latestAnswer = new Map<net.Socket, ServerResponse>();
  let stopping = false;
  let onAllAsked: (() => void) | undefined;

  const asked = (socket: net.Socket) => {
    if (awaitingFirstRequest.delete(socket) && awaitingFirstRequest.size === 0) onAllAsked?.();
  };
  const closeAfterAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    const socket = response.socket;
    response.once('finish', () => socket?.end());
  };

  app.server.on('connection', (socket: net.Socket) => {
    awaitingFirstRequest.add(socket);
    socket.once('close', () => {
      asked(socket);
      latestAnswer.delete(socket);
    });
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    asked(request.socket);
    if (stopping) return closeAfterAnswer(response);
    latestAnswer.set(request.socket, response);
  });

  return async () => {
    await afterThisTurn();
    stopping = true;
    // The listener alone; the app's close below closes the HTTP server's connections.
    net.Server.prototype.close.call(app.server);
    for (const response of latestAnswer.values()) {
      if (!response.writableFinished) closeAfterAnswer(response);
    }
    if (awaitingFirstRequest.size > 0) {
      await new Promise<void>((resolve) => {
        const graceOver = setTimeout(resolve, firstRequestGraceMs);
        onAllAsked = () => {
          clearTimeout(graceOver);
          resolve();
        };
      });
    }
    for (const socket of awaitingFirstRequest) socket.destroy();
    await app.close();
  };
}
