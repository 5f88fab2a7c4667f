import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioItem, User } from '@creators-archive/contract';
import { ZFindPortfolioItemsResponse } from '@creators-archive/contract/portfolio/find-portfolio-items';
import { ZFindWorksResponse } from '@creators-archive/contract/works/find-works';
import { seedDemo } from '../src/demo/demo';
import { seedDemoPortfolio } from '../src/demo/demo-portfolio';
import { demoProjects } from '../src/demo/demo-projects';
import { buildTestApp, databaseKinds, testPasswords, type TestApp } from './helpers';

/** A red, a blue, a green and an ochre project: enough to show what every designer gets. */
const chosen = ['Amara Okafor', 'Nadia Hassan', 'Wanjiru Kamau', 'Zanele Khumalo'] as const;

describe.each(databaseKinds)('demo portfolios on %s', (kind) => {
  let testApp: TestApp;
  let designers: User[];
  let portfolios: Map<string, PortfolioItem[]>;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    const { app } = testApp;
    const seeded = await seedDemo(app.services, {
      dataDir: testApp.dataDir,
      hashPassword: (password) => testPasswords().hash(password),
    });
    if (!seeded) throw new Error('The demo seed added nothing to an empty database');
    designers = chosen.map((name) => {
      const designer = seeded.designers.find((candidate) => candidate.fullName === name);
      if (!designer) throw new Error(`The demo has no designer named ${name}`);
      return designer;
    });

    // As on first start: the worker makes variants while the demo draws and queues its work.
    app.jobWorker.start();
    const demo = seedDemoPortfolio(designers, app.services.portfolio);
    await demo.directoryComplete;
    await demo.items;
    // What is still queued runs here, to the end.
    await app.jobWorker.stop();
    await app.jobWorker.drain();

    portfolios = new Map();
    for (const designer of designers) {
      const response = await app.inject({
        method: 'GET',
        url: `/v1/portfolio?userId=${designer.id}&limit=50`,
      });
      expect(response.statusCode).toBe(200);
      portfolios.set(designer.id, ZFindPortfolioItemsResponse.parse(response.json()).data.items);
    }
  }, 240_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('each designer shows their project of 3 to 8 ready images, in order, each with its caption and alt text', () => {
    for (const designer of designers) {
      const project = demoProjects[designer.fullName as keyof typeof demoProjects];
      const projects = portfolios.get(designer.id)!.filter((item) => item.media.length > 1);
      expect(projects).toHaveLength(1);
      const [item] = projects as [PortfolioItem];
      expect(item).toMatchObject({ title: project.title, category: project.category, status: 'ready' });
      expect(item.media.length).toBeGreaterThanOrEqual(3);
      expect(item.media.length).toBeLessThanOrEqual(8);
      expect(item.media.map((image) => image.caption)).toEqual(project.images.map(([, caption]) => caption));
      expect(item.media.map((image) => image.position)).toEqual(item.media.map((_, index) => index));
      for (const image of item.media) {
        expect(image.status).toBe('ready');
        expect(image.alt).toContain(project.colours.words);
        expect(image.images.length).toBeGreaterThan(0);
      }
      // The project's first image is its cover: the item shows it in lists and the directory.
      expect(item.images).toEqual(item.media[0]?.images);
    }
  });

  it("each designer's cover comes first, a single captioned image, followed by their project", () => {
    for (const designer of designers) {
      const [cover, project, ...rest] = portfolios.get(designer.id)!;
      expect(cover).toMatchObject({ isCover: true, status: 'ready' });
      expect(cover?.media).toHaveLength(1);
      expect(project?.media.length).toBeGreaterThanOrEqual(3);
      expect(rest.length).toBeGreaterThanOrEqual(1);
      for (const item of [cover!, ...rest]) {
        expect(item.media).toHaveLength(1);
        expect(item.media[0]).toMatchObject({
          status: 'ready',
          caption: expect.any(String),
          alt: expect.any(String),
        });
      }
    }
  });

  it('every demo image has its palette once its variants are made', () => {
    const images = [...portfolios.values()].flat().flatMap((item) => item.media);
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) {
      expect(image.palette.length).toBeGreaterThan(0);
      expect(image.palette.length).toBeLessThanOrEqual(5);
    }
  });

  it('a search by red, blue, green or ochre finds the demo project of that colour', async () => {
    const colours: [string, (typeof chosen)[number]][] = [
      ['#d7263d', 'Amara Okafor'],
      ['#2e5eaa', 'Nadia Hassan'],
      ['#3b9c4f', 'Wanjiru Kamau'],
      ['#cc8e35', 'Zanele Khumalo'],
    ];
    for (const [colour, name] of colours) {
      const designer = designers.find((candidate) => candidate.fullName === name)!;
      const project = portfolios.get(designer.id)!.find((item) => item.media.length > 1)!;
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/v1/works?color=${encodeURIComponent(colour)}&limit=50`,
      });
      expect(response.statusCode).toBe(200);
      const found = ZFindWorksResponse.parse(response.json()).data.items;
      expect(found.find((work) => work.id === project.id)).toMatchObject({
        imageCount: project.media.length,
      });
    }
  });
});
