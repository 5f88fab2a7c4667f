import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetNotificationPreferencesResponse } from '@creators-archive/contract/notifications/get-notification-preferences';
import type { NotificationPreferences } from '@creators-archive/contract/notifications/notification-preferences';
import { startSmtpServer, type ReceivedMail } from '@creators-archive/test-support/smtp-server';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { mailTo, signedIn } from './membership-helpers';
import { addWork, like } from './notification-helpers';

const PUBLIC_URL = 'https://archive.example';
const hour = 60 * 60_000;

/** A header of a received message, its folded lines joined. */
function headerOf(message: ReceivedMail, name: string): string | undefined {
  const head = (message.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** The signed token of a message's one-click unsubscribe link. */
function unsubscribeTokenOf(message: ReceivedMail): string {
  const link = /^<(.*)>$/.exec(headerOf(message, 'List-Unsubscribe') ?? '')?.[1];
  expect(link?.startsWith(`${PUBLIC_URL}/v1/notifications/unsubscribe?token=`)).toBe(true);
  return new URL(link!).searchParams.get('token')!;
}

describe.each(databaseKinds)('notification e-mails on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const app = () => testApp.app;

  async function preferencesOf(token: string): Promise<NotificationPreferences> {
    const response = await app().inject({
      method: 'GET',
      url: '/v1/notifications/preferences',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZGetNotificationPreferencesResponse.parse(response.json()).data;
  }

  function setPreferences(token: string, preferences: Record<string, string>) {
    return app().inject({
      method: 'PUT',
      url: '/v1/notifications/preferences',
      headers: bearer(token),
      payload: preferences,
    });
  }

  /** The digest pass an hour from now: the day's notifications are an hour old. */
  function sendDigestsInAnHour() {
    testApp.clock.advance(hour);
    return app().services.notificationDigest.sendDigests(testApp.clock.now());
  }

  async function mailFor(email: string): Promise<ReceivedMail[]> {
    await app().jobWorker.drain();
    return mailTo(smtp.received, email);
  }

  it('keeps a choice per kind offered, a daily digest until one is made', async () => {
    const member = await registerUser(app());
    expect(await preferencesOf(member.access_token)).toEqual({
      follower: 'digest',
      like: 'digest',
      collection_save: 'digest',
    });
    const chosen = { follower: 'immediate', like: 'never', collection_save: 'digest' };
    const response = await setPreferences(member.access_token, chosen);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual(chosen);
    expect(await preferencesOf(member.access_token)).toEqual(chosen);

    expectErrorEnvelope(
      await setPreferences(member.access_token, { ...chosen, like: 'hourly' }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorEnvelope(
      await setPreferences(member.access_token, { ...chosen, payment: 'never' }),
      400,
      'VALIDATION_FAILED',
    );
    const visitor = await app().inject({ method: 'GET', url: '/v1/notifications/preferences' });
    expectErrorEnvelope(visitor, 401, 'UNAUTHENTICATED');
  });

  it('e-mails a like at once when asked, at most once an hour per work, with a one-click unsubscribe', async () => {
    const designer = await registerUser(app(), { fullName: 'Ngozi Eze' });
    await setPreferences(designer.access_token, {
      follower: 'digest',
      like: 'immediate',
      collection_save: 'digest',
    });
    const work = await addWork(testApp.database.db, designer.user.id, 'Poster');
    await like(app(), await registerUser(app(), { fullName: 'Ada Obi' }), work);
    let mail = await mailFor(designer.user.email);
    expect(mail.map((message) => message.subject)).toEqual(['Ada Obi liked Poster']);
    expect(mail[0]!.text).toContain(`${PUBLIC_URL}/designers/${designer.user.id}/work/${work}`);
    expect(headerOf(mail[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    unsubscribeTokenOf(mail[0]!);

    testApp.clock.advance(10 * 60_000);
    await like(app(), await registerUser(app(), { fullName: 'Kofi Boateng' }), work);
    expect(await mailFor(designer.user.email)).toHaveLength(1);

    testApp.clock.advance(hour);
    await like(app(), await registerUser(app(), { fullName: 'Zara Ali' }), work);
    mail = await mailFor(designer.user.email);
    expect(mail.map((message) => message.subject)).toEqual([
      'Ada Obi liked Poster',
      'Zara Ali and 2 others liked Poster',
    ]);
  });

  it('gathers the day’s unread notifications into one digest, once, and sends nothing for kinds set to never', async () => {
    const designer = await registerUser(app(), { fullName: 'Amara Okafor' });
    const work = await addWork(testApp.database.db, designer.user.id, 'Kente study');
    const fan = await registerUser(app(), { fullName: 'Femi Ade' });
    const follow = await app().inject({
      method: 'POST',
      url: `/v1/users/${designer.user.id}/follow`,
      headers: bearer(fan.access_token),
    });
    expect(follow.statusCode, follow.body).toBe(200);
    await like(app(), fan, work);
    const quiet = await registerUser(app());
    await setPreferences(quiet.access_token, { follower: 'never', like: 'never', collection_save: 'never' });
    await like(app(), fan, await addWork(testApp.database.db, quiet.user.id, 'Unsung'));
    expect(await mailFor(designer.user.email)).toEqual([]);

    expect(await sendDigestsInAnHour()).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await mailFor(designer.user.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('2 new notifications on Creators Archive');
    expect(digest!.text).toContain('Femi Ade liked Kente study');
    expect(digest!.text).toContain('Femi Ade started following you');
    expect(headerOf(digest!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    await sendDigestsInAnHour();
    expect(await mailFor(designer.user.email)).toHaveLength(1);

    expect(await mailFor(quiet.user.email)).toEqual([]);
  });

  it('unsubscribes in one click without signing in; a GET only shows the button; a bad token is refused', async () => {
    const designer = await registerUser(app(), { fullName: 'Kwame Mensah' });
    const work = await addWork(testApp.database.db, designer.user.id, 'Adinkra');
    await like(app(), await registerUser(app()), work);
    await sendDigestsInAnHour();
    const [digest] = await mailFor(designer.user.email);
    const token = unsubscribeTokenOf(digest!);
    // The hour passed ended the access token; the member signs in again to read their settings.
    const session = await signedIn(app(), designer.user.email, designer.password);
    const url = `/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

    const page = await app().inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<form method="post" action="${url.replace(/&/g, '&amp;')}">`);
    expect(await preferencesOf(session.access_token)).toEqual({
      follower: 'digest',
      like: 'digest',
      collection_save: 'digest',
    });

    const oneClick = await app().inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ success: true, data: { unsubscribed: true } });
    expect(await preferencesOf(session.access_token)).toEqual({
      follower: 'never',
      like: 'never',
      collection_save: 'never',
    });

    const [memberId, scope, signature] = token.split('.');
    const forged = `${memberId}.like.${signature}`;
    for (const bad of [forged, 'nonsense', `${memberId}.${scope}.${'A'.repeat(43)}`]) {
      const refused = await app().inject({
        method: 'POST',
        url: `/v1/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expectErrorEnvelope(refused, 400, 'INVALID_LINK_TOKEN');
    }
    const badPage = await app().inject({
      method: 'GET',
      url: `/v1/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
      headers: { accept: 'text/html' },
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.headers['content-type']).toContain('text/html');
    // Anything but a browser is answered in the API's own terms.
    const badForScript = await app().inject({
      method: 'GET',
      url: `/v1/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
    });
    expectErrorEnvelope(badForScript, 400, 'INVALID_LINK_TOKEN');
  });
});
