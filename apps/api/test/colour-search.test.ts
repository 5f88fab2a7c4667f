import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rasterise } from '@creators-archive/test-support/images';
import { ZFindWorksResponse, type FindWorksResponse } from '@creators-archive/contract/works/find-works';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { selectRows } from '../src/db/client';
import { cellOfColour, cellsNear } from '../src/modules/works/colour-cells';
import { bearer, buildTestApp, databaseKinds, multipart, registerUser, type TestApp } from './helpers';

/** A poster: a field of one colour with a white band of "text" across it (a sixth of it). */
function poster(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420">
    <rect width="300" height="420" fill="${colour}"/>
    <rect x="30" y="330" width="240" height="40" fill="#ffffff"/></svg>`;
  return rasterise(svg, 'jpeg');
}

/** A cover in two colours: the top part in one, the rest in the other. */
function twoColours(top: string, bottom: string, topShare: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="${bottom}"/>
    <rect width="400" height="${300 * topShare}" fill="${top}"/></svg>`;
  return rasterise(svg, 'png');
}

/** Each picture, what it was drawn in, the colours it must be found by and those it must not. */
const table: { title: string; draw: () => Promise<Buffer>; foundBy: string[]; notBy: string[] }[] = [
  {
    title: 'Red festival poster',
    draw: () => poster('#d62828'),
    foundBy: ['#d62828', '#e03a3a', '#c01f1f'],
    notBy: ['#1d4ed8', '#2a9d8f', '#f5c518', '#000000', '#ff8c00'],
  },
  {
    title: 'Scarlet gig poster',
    draw: () => poster('#e63946'),
    foundBy: ['#e63946', '#d62828'],
    notBy: ['#1d4ed8', '#2a9d8f', '#ffc0cb'],
  },
  {
    title: 'Blue book cover',
    draw: () => twoColours('#1d4ed8', '#1d4ed8', 1),
    foundBy: ['#1d4ed8', '#2563eb', '#1e40af'],
    notBy: ['#d62828', '#2a9d8f', '#f5c518', '#000000'],
  },
  {
    title: 'Red and blue split cover',
    draw: () => twoColours('#d62828', '#1d4ed8', 0.5),
    foundBy: ['#d62828', '#1d4ed8'],
    notBy: ['#2a9d8f', '#f5c518'],
  },
  {
    title: 'Teal and yellow record sleeve',
    draw: () => twoColours('#2a9d8f', '#f5c518', 0.6),
    foundBy: ['#2a9d8f', '#f5c518'],
    notBy: ['#d62828', '#1d4ed8'],
  },
];

describe.each(databaseKinds)('colour search on %s', (kind) => {
  let testApp: TestApp;
  const ids: Record<string, string> = {};

  async function findByColour(colour: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/v1/works?color=${encodeURIComponent(colour)}&limit=50`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZFindWorksResponse.parse(response.json()).data;
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    const member = await registerUser(testApp.app, { fullName: 'Adaeze Obi' });
    for (const { title, draw } of table) {
      const body = await multipart({ title }, { data: await draw(), name: 'work.png', type: 'image/png' });
      const response: LightMyRequestResponse = await testApp.app.inject({
        method: 'POST',
        url: '/v1/portfolio',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(member.access_token) },
      });
      expect(response.statusCode, response.body).toBe(201);
      ids[title] = (response.json().data as { id: string }).id;
    }
    await testApp.app.jobWorker.drain();
  });
  afterAll(() => testApp.close());

  it.each(table)(
    'finds the $title in its colours and not in distant ones',
    async ({ title, foundBy, notBy }) => {
      for (const colour of foundBy) {
        const found = (await findByColour(colour)).items.map((card) => card.id);
        expect(found, `${title} by ${colour}`).toContain(ids[title]);
      }
      for (const colour of notBy) {
        const found = (await findByColour(colour)).items.map((card) => card.id);
        expect(found, `${title} not by ${colour}`).not.toContain(ids[title]);
      }
    },
  );

  it('lists the nearest tier first, newest first within it, and says which colour matched', async () => {
    const tierOf = new Map(cellsNear('#d62828').map(({ cell, tier }) => [cell, tier]));
    const page = await findByColour('#d62828');
    const order = page.items.map((card) => ({
      tier: tierOf.get(cellOfColour(card.colorMatch!.color))!,
      createdAt: card.createdAt,
    }));
    for (const [index, current] of order.entries()) {
      const previous = order[index - 1];
      if (!previous) continue;
      expect(current.tier).toBeGreaterThanOrEqual(previous.tier);
      if (current.tier === previous.tier) expect(current.createdAt <= previous.createdAt).toBe(true);
    }
    const exact = page.items.find((card) => card.id === ids['Red and blue split cover'])!;
    expect(exact.colorMatch).toEqual({ color: '#d62828', distance: 0 });
    const scarlet = page.items.find((card) => card.id === ids['Scarlet gig poster'])!;
    expect(scarlet.colorMatch!.distance).toBeGreaterThan(2);
    expect(order[page.items.indexOf(scarlet)]!.tier).toBeGreaterThan(0);
  });

  it('pages through a colour without skipping or repeating a work', async () => {
    const all = (await findByColour('#d62828')).items.map((card) => card.id);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/v1/works?color=%23d62828&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      });
      const page: FindWorksResponse['data'] = ZFindWorksResponse.parse(response.json()).data;
      seen.push(...page.items.map((card) => card.id));
      cursor = page.pagination.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('files each colour in the cube the API reads, by the same numbers in SQL', async () => {
    const colours = ['#d62828', '#1d4ed8', '#ffffff', '#000000', '#2a9d8f', '#f5c518', '#7f7f7f'];
    const rows = await selectRows<{ color: string; cell: number }>(
      testApp.database.db,
      sql`select color, oklab_cell(oklab_of_hex(color)) as cell from unnest(${`{${colours.join(',')}}`}::text[]) color`,
    );
    for (const { color, cell } of rows) expect(cell, color).toBe(cellOfColour(color));
  });
});
