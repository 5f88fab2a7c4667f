import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignerCard } from '@creators-archive/contract/directory/find-designers';
import type { PublicUser, User } from '@creators-archive/contract';
import { portfolioItems, portfolioMedia, users } from '../src/db/schema';
import { createDesigner } from './factories';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { buildWebDist } from './web-build';

const number = '+2348031234567';

describe.each(databaseKinds)('what designers are open to, and WhatsApp, on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  let ada: { id: string; token: string };
  let posterId: string;

  beforeAll(async () => {
    distDir = buildWebDist();
    testApp = await buildTestApp(kind, { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://archive.example' });
    const session = await registerUser(testApp.app, { fullName: 'Ada Obi' });
    ada = { id: session.user.id, token: session.access_token };
    const [poster] = await testApp.database.db
      .insert(portfolioItems)
      .values({
        userId: ada.id,
        title: 'Poster',
        status: 'ready',
        width: 1600,
        height: 1200,
        originalKey: `originals/${ada.id}`,
        variants: [],
      })
      .returning({ id: portfolioItems.id });
    posterId = poster!.id;
    // A project page shows a project with at least one image made.
    await testApp.database.db.insert(portfolioMedia).values({
      itemId: posterId,
      userId: ada.id,
      position: 0,
      status: 'ready',
      width: 1600,
      height: 1200,
      originalKey: `originals/${posterId}-0`,
      variants: [
        { format: 'webp', width: 320, height: 240, key: `public/test/${posterId}-320.webp`, bytes: 12000 },
      ],
      palette: [],
    });
  }, 180_000);
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  function updateMe(payload: Record<string, unknown>, token = ada.token) {
    return testApp.app.inject({ method: 'PATCH', url: '/v1/users/me', headers: bearer(token), payload });
  }

  it('saves what the member is open to, their rates line and WhatsApp number in E.164', async () => {
    const saved = await updateMe({
      openTo: ['freelance', 'commissions', 'freelance'],
      hireNote: '  From ₦150,000 a poster; free from March.  ',
      whatsapp: '+234 803-123 4567',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { data: User }).data).toMatchObject({
      openTo: ['freelance', 'commissions'],
      hireNote: 'From ₦150,000 a poster; free from March.',
      whatsapp: true,
      whatsappNumber: number,
    });
    const me = await testApp.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(ada.token) });
    expect((me.json() as { data: User }).data.whatsappNumber).toBe(number);
  });

  it('refuses an unknown kind, a long or hostile rates line and a number without its country code', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ openTo: ['internship'] }, 'openTo.0'],
      [{ hireNote: 'x'.repeat(201) }, 'hireNote'],
      [{ hireNote: 'Rates\u0007' }, 'hireNote'],
      [{ hireNote: 'Two\nlines' }, 'hireNote'],
      [{ whatsapp: '0803 123 4567' }, 'whatsapp'],
      [{ whatsapp: '+234' }, 'whatsapp'],
      [{ whatsapp: '+234 803 123 4567 890 12' }, 'whatsapp'],
      [{ whatsapp: '+234abc' }, 'whatsapp'],
    ];
    for (const [payload, field] of cases) {
      const error = expectErrorEnvelope(await updateMe(payload), 400, 'VALIDATION_FAILED');
      expect(Object.keys(error.error.details.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
  });

  it('shows openTo, the rates line and whether there is a number, never the number, to everyone else', async () => {
    const visitor = await testApp.app.inject({ method: 'GET', url: `/v1/users/${ada.id}` });
    expect(visitor.statusCode).toBe(200);
    expect((visitor.json() as { data: PublicUser }).data).toMatchObject({
      openTo: ['freelance', 'commissions'],
      hireNote: 'From ₦150,000 a poster; free from March.',
      whatsapp: true,
    });
    expect(visitor.body).not.toContain('8031234567');
    const member = await registerUser(testApp.app);
    const seen = await testApp.app.inject({
      method: 'GET',
      url: `/v1/users/${ada.id}`,
      headers: bearer(member.access_token),
    });
    expect(seen.body).not.toContain('8031234567');
  });

  it('redirects to WhatsApp with a greeting naming the work, in the language asked for', async () => {
    const english = await testApp.app.inject({
      method: 'GET',
      url: `/v1/users/${ada.id}/whatsapp?item=${posterId}`,
    });
    expect(english.statusCode).toBe(302);
    const link = new URL(english.headers.location as string);
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/2348031234567');
    expect(link.searchParams.get('text')).toBe(
      'Hello Ada, I saw your work “Poster” on Creators Archive and would like to talk about working together.',
    );
    expect(english.headers['cache-control']).toBe('private, no-store');

    const french = await testApp.app.inject({
      method: 'GET',
      url: `/v1/users/${ada.id}/whatsapp?item=${posterId}&lang=fr`,
    });
    expect(new URL(french.headers.location as string).searchParams.get('text')).toContain('« Poster »');
    const fromHeader = await testApp.app.inject({
      method: 'GET',
      url: `/v1/users/${ada.id}/whatsapp`,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(new URL(fromHeader.headers.location as string).searchParams.get('text')).toMatch(/^Bonjour Ada/);

    const nobody = await registerUser(testApp.app);
    expectErrorEnvelope(
      await testApp.app.inject({ method: 'GET', url: `/v1/users/${nobody.user.id}/whatsapp` }),
      404,
      'USER_NOT_FOUND',
    );
  });

  it('limits WhatsApp redirects per client address', async () => {
    const address = '203.0.113.90';
    let last = await testApp.app.inject({
      method: 'GET',
      url: `/v1/users/${ada.id}/whatsapp`,
      remoteAddress: address,
    });
    while (last.statusCode === 302) {
      last = await testApp.app.inject({
        method: 'GET',
        url: `/v1/users/${ada.id}/whatsapp`,
        remoteAddress: address,
      });
    }
    expectErrorEnvelope(last, 429, 'RATE_LIMITED');
  });

  it('clears the number and the rates line', async () => {
    const cleared = await updateMe({ whatsapp: null, hireNote: '' });
    expect((cleared.json() as { data: User }).data).toMatchObject({
      whatsapp: false,
      whatsappNumber: null,
      hireNote: null,
    });
    expectErrorEnvelope(
      await testApp.app.inject({ method: 'GET', url: `/v1/users/${ada.id}/whatsapp` }),
      404,
      'USER_NOT_FOUND',
    );
    expect((await updateMe({ whatsapp: number })).statusCode).toBe(200);
  });

  it('never writes the number into the rendered profile or project page, and keeps crawlers off the redirect', async () => {
    for (const url of [
      `/designers/${ada.id}`,
      `/fr/designers/${ada.id}`,
      `/designers/${ada.id}/work/${posterId}`,
    ]) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('8031234567');
      expect(page.body, url).toMatch(
        new RegExp(`href="/v1/users/${ada.id}/whatsapp\\?[^"]*" target="_blank" rel="nofollow`),
      );
    }
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /v1/');
  });

  it('filters the directory on what designers are open to, by any of the kinds asked for', async () => {
    const db = testApp.database.db;
    const freelancer = await createDesigner(db, { fullName: 'Open Freelancer' });
    const commissioner = await createDesigner(db, { fullName: 'Open Commissioner' });
    await createDesigner(db, { fullName: 'Closed Designer' });
    await db
      .update(users)
      .set({ openTo: ['freelance'] })
      .where(eq(users.id, freelancer));
    await db
      .update(users)
      .set({ openTo: ['commissions', 'collaboration'] })
      .where(eq(users.id, commissioner));

    async function namesFor(query: string): Promise<string[]> {
      const response = await testApp.app.inject({ method: 'GET', url: `/v1/designers?sort=name${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { items: DesignerCard[] } }).data.items.map((card) => card.fullName);
    }
    expect(await namesFor('&openTo=freelance')).toEqual(['Ada Obi', 'Open Freelancer']);
    expect(await namesFor('&openTo=collaboration')).toEqual(['Open Commissioner']);
    expect(await namesFor('&openTo=freelance,collaboration')).toEqual([
      'Ada Obi',
      'Open Commissioner',
      'Open Freelancer',
    ]);
    expect(await namesFor('&openTo=full-time&openTo=collaboration')).toEqual(['Open Commissioner']);
    expect(await namesFor('')).toContain('Closed Designer');
    expectErrorEnvelope(
      await testApp.app.inject({ method: 'GET', url: '/v1/designers?openTo=internship' }),
      400,
      'VALIDATION_FAILED',
    );

    // A change of what they are open to reaches the directory in the same transaction.
    await db.update(users).set({ openTo: [] }).where(eq(users.id, freelancer));
    expect(await namesFor('&openTo=freelance')).toEqual(['Ada Obi']);
  });
});
