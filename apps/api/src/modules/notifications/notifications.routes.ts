import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReason } from '@creators-archive/contract';
import * as getPreferences from '@creators-archive/contract/notifications/get-notification-preferences';
import * as listNotifications from '@creators-archive/contract/notifications/list-notifications';
import * as markRead from '@creators-archive/contract/notifications/mark-notifications-read';
import * as unsubscribe from '@creators-archive/contract/notifications/unsubscribe';
import * as updatePreferences from '@creators-archive/contract/notifications/update-notification-preferences';
import { rememberedLocaleIn, type Locale } from '@creators-archive/i18n';
import { localeOfRequest } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';
import { badUnsubscribeLinkHtml, unsubscribeConfirmHtml, unsubscribedHtml } from './unsubscribe-page';

/** A browser asks for HTML; a mail app's one-click POST and a script get the envelope. */
const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/** The browser's language, as the web's pages choose it: its remembered choice, else Accept-Language. */
const browserLocale = (request: FastifyRequest): Locale =>
  rememberedLocaleIn(request.headers.cookie) ?? localeOfRequest(request.headers);

const badLink = () => new AppError(400, ErrorReason.invalidLinkToken, 'This unsubscribe link is not valid');

const htmlPage = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.route({
    method: listNotifications.method,
    url: listNotifications.path,
    schema: {
      tags: ['notifications'],
      querystring: listNotifications.ZListNotificationsRequest,
      response: { 200: listNotifications.ZListNotificationsResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope(await notifications.list(signedIn(request).userId, request.query)),
  });

  app.route({
    method: markRead.method,
    url: markRead.path,
    schema: {
      tags: ['notifications'],
      body: markRead.ZMarkNotificationsReadRequest,
      response: { 200: markRead.ZMarkNotificationsReadResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await notifications.markRead(signedIn(request).userId, request.body)),
  });

  app.route({
    method: getPreferences.method,
    url: getPreferences.path,
    schema: {
      tags: ['notifications'],
      response: { 200: getPreferences.ZGetNotificationPreferencesResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope(await notifications.preferences(signedIn(request).userId)),
  });

  app.route({
    method: updatePreferences.method,
    url: updatePreferences.path,
    schema: {
      tags: ['notifications'],
      body: updatePreferences.ZUpdateNotificationPreferencesRequest,
      response: { 200: updatePreferences.ZUpdateNotificationPreferencesResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await notifications.setPreferences(signedIn(request).userId, request.body)),
  });

  // A mail app's one-click POST carries `List-Unsubscribe=One-Click` form-encoded; the body says
  // nothing the link does not, so it is read only to be accepted.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.route({
    method: 'GET',
    url: unsubscribe.path,
    schema: { tags: ['notifications'], querystring: unsubscribe.ZUnsubscribeQuery },
    config: { auth: 'none' },
    handler: async (request, reply) => {
      const link = notifications.readUnsubscribeLink(request.query.token);
      const locale = browserLocale(request);
      if (!link) {
        if (!wantsHtml(request)) throw badLink();
        return htmlPage(reply, 400, badUnsubscribeLinkHtml(locale));
      }
      const action = `${unsubscribe.path}?token=${encodeURIComponent(request.query.token)}`;
      return htmlPage(reply, 200, unsubscribeConfirmHtml(locale, action, link.scope === 'all'));
    },
  });

  app.route({
    method: unsubscribe.method,
    url: unsubscribe.path,
    schema: {
      tags: ['notifications'],
      querystring: unsubscribe.ZUnsubscribeQuery,
      response: { 200: unsubscribe.ZUnsubscribeResponse },
    },
    config: { auth: 'none' },
    handler: async (request, reply) => {
      const done = await notifications.unsubscribe(request.query.token);
      if (wantsHtml(request)) {
        const locale = browserLocale(request);
        return done
          ? htmlPage(reply, 200, unsubscribedHtml(locale))
          : htmlPage(reply, 400, badUnsubscribeLinkHtml(locale));
      }
      if (!done) throw badLink();
      return envelope({ unsubscribed: true as const });
    },
  });
};
