import { PassThrough } from 'node:stream';
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

export const notificationStreamRoutes: FastifyPluginAsyncZod<{
  stream: NotificationStreamService;
  clock: Clock;
}> = async (app, { stream, clock }) => {
  /** Every stream open in this process, ended by name when the process stops. */
  const open = new Set<PassThrough>();
  // One timer for every stream rather than one each: a thousand streams cost one wake-up a second.
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = () => {
    for (const body of open) body.write(':\n\n');
  };

  app.addHook('preClose', async () => {
    for (const body of open) body.end();
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
      const body = new PassThrough();
      // A notification read after the client left is dropped: the stream is gone.
      const send = (message: StreamMessage) => void (body.writable && body.write(eventText(message)));
      const end = () => void body.end();
      // Listening before reading what was missed: a notification made in between is sent twice
      // rather than never, and the client keeps one of each id.
      const unfollow = stream.follow(grant, send, end);
      const endsAt = setTimeout(
        end,
        Math.min(LONGEST_TIMER_MS, grant.endsAt.getTime() - clock.now().getTime()),
      );
      open.add(body);
      heartbeat ??= setInterval(beat, streamNotifications.STREAM_HEARTBEAT_MS);
      reply.raw.once('close', () => {
        unfollow();
        clearTimeout(endsAt);
        open.delete(body);
        body.destroy();
        if (open.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      });

      body.write(`retry: ${streamNotifications.STREAM_RETRY_MS}\n\n`);
      const lastEventId = request.headers['last-event-id'];
      if (typeof lastEventId === 'string')
        for (const message of await stream.missedSince(grant.userId, lastEventId)) send(message);
      return (
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          // No proxy or browser keeps or holds back any of it: nginx passes each event on as it comes.
          .header('Cache-Control', 'no-cache, no-store')
          .header('X-Accel-Buffering', 'no')
          .send(body)
      );
    },
  });
};
