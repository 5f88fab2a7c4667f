import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import * as createStreamTicket from '@creators-archive/contract/notifications/create-stream-ticket';
import * as streamNotifications from '@creators-archive/contract/notifications/stream-notifications';
import { signedIn } from '../../plugins/auth';
import { envelope } from '../../lib/envelope';
import type { Clock } from '../../lib/clock';
import type { NotificationStreamService, StreamMessage } from './notification-stream';

/** The expiry of the access token the request was signed in with; the auth plugin verified it. */
function accessTokenExpiry(request: FastifyRequest): Date {
  const token = request.headers.authorization?.split(' ')[1] ?? '';
  return new Date((decodeJwt(token).exp ?? 0) * 1000);
}

const eventText = ({ position, data }: StreamMessage) =>
  `id: ${position}\nevent: ${streamNotifications.STREAM_NOTIFICATION_EVENT}\ndata: ${JSON.stringify(data)}\n\n`;

/** The longest wait setTimeout takes; a stream ending later than that is ended by its token first. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The streams a heartbeat goes to are spread over this many groups, each written in turn. */
const HEARTBEAT_GROUPS = 10;

/**
 * A heartbeat comment to every open stream once per interval, from one timer for all of them. The
 * streams are spread over ten groups and one group is written each tenth of the interval, so a
 * thousand streams never hold the event loop for one long turn while other requests wait.
 */
function createHeartbeats(intervalMs: number) {
  const groups = Array.from({ length: HEARTBEAT_GROUPS }, () => new Set<ServerResponse>());
  let added = 0;
  let tick = 0;
  let timer: NodeJS.Timeout | undefined;
  const beat = () => {
    for (const response of groups[tick % HEARTBEAT_GROUPS]!) response.write(':\n\n');
    tick += 1;
  };
  return {
    add(response: ServerResponse) {
      groups[added % HEARTBEAT_GROUPS]!.add(response);
      added += 1;
      timer ??= setInterval(beat, intervalMs / HEARTBEAT_GROUPS);
    },
    delete(response: ServerResponse) {
      for (const group of groups) group.delete(response);
      if (groups.every((group) => group.size === 0)) {
        clearInterval(timer);
        timer = undefined;
      }
    },
    /** Every stream open now. */
    open: () => groups.flatMap((group) => [...group]),
  };
}

export const notificationStreamRoutes: FastifyPluginAsyncZod<{
  stream: NotificationStreamService;
  clock: Clock;
}> = async (app, { stream, clock }) => {
  const heartbeats = createHeartbeats(streamNotifications.STREAM_HEARTBEAT_MS);

  // A stopping process ends its streams, so its close is not held open by them; each client
  // opens a new one, on a process still running.
  app.addHook('preClose', async () => {
    for (const response of heartbeats.open()) response.end();
  });

  app.route({
    method: createStreamTicket.method,
    url: createStreamTicket.path,
    schema: { tags: ['notifications'], response: { 201: createStreamTicket.ZCreateStreamTicketResponse } },
    config: { auth: 'member' },
    handler: async (request, reply) => {
      const claims = signedIn(request);
      const ticket = await stream.issueTicket(claims.userId, claims.sessionId, accessTokenExpiry(request));
      return reply.status(201).header('Cache-Control', 'no-store').send(envelope(ticket));
    },
  });

  app.route({
    method: streamNotifications.method,
    url: streamNotifications.path,
    schema: { tags: ['notifications'], querystring: streamNotifications.ZStreamNotificationsQuery },
    handler: async (request, reply) => {
      const grant = await stream.redeem(request.query.ticket);
      // Written straight to the connection: an open stream holds its socket and a few closures,
      // nothing more. The security headers and the request id, set on the reply when the request
      // started (plugins/security.ts), go with it.
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        // Named as getHeaders names them, in lower case, so these replace any it holds.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        // No proxy or browser keeps or holds back any of it: nginx passes each event on as it comes.
        'cache-control': 'no-cache, no-store',
        'x-accel-buffering': 'no',
      });
      // A notification read after the client left is dropped: the stream is gone.
      const send = (message: StreamMessage) =>
        void (!response.writableEnded && !response.destroyed && response.write(eventText(message)));
      const end = () => void response.end();
      // Listening before reading what was missed: a notification made in between is sent twice
      // rather than never, and the client keeps one of each id.
      const unfollow = stream.follow(grant, send, end);
      const endsAt = setTimeout(
        end,
        Math.min(LONGEST_TIMER_MS, grant.endsAt.getTime() - clock.now().getTime()),
      );
      heartbeats.add(response);
      response.once('close', () => {
        unfollow();
        clearTimeout(endsAt);
        heartbeats.delete(response);
      });

      response.write(`retry: ${streamNotifications.STREAM_RETRY_MS}\n\n`);
      const lastEventId = request.headers['last-event-id'];
      if (typeof lastEventId !== 'string') return;
      try {
        for (const message of await stream.missedSince(grant.userId, lastEventId)) send(message);
      } catch (error) {
        // The database did not answer: the client opens a new stream and asks again.
        request.log.warn({ err: error }, 'a resumed stream could not read what it missed');
        end();
      }
    },
  });
};
