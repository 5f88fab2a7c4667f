import type { FastifyRequest } from 'fastify';

/** Query parameters that are credentials: a notification stream's single-use ticket. */
const SECRET_PARAMETERS = /([?&]ticket=)[^&#]*/gi;

/**
 * A request as its log lines show it, as Fastify's own does, with the value of every secret query
 * parameter replaced: a browser's EventSource cannot send headers, so the notification stream's
 * ticket travels in the address, and logs are kept longer than a ticket's thirty seconds.
 */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_PARAMETERS, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
