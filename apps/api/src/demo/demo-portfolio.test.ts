import { describe, expect, it } from 'vitest';
import type { PortfolioItem } from '@creators-archive/contract';
import {
  ZMediaAlt,
  ZMediaCaption,
  ZPortfolioDescription,
  ZPortfolioTags,
  ZPortfolioTitle,
} from '@creators-archive/contract';
import { rasterise } from '@creators-archive/test-support/images';
import { deltaE, hexToRgb, rgbToOklab } from '../media/colour';
import { extractPalette } from '../media/palette';
import type { Upload } from '../modules/portfolio';
import { projectArtwork } from './demo-scenes';
import { demoDesigners } from './demo-designers';
import { coversProcessed, picturesOf, seedDemoPortfolio } from './demo-portfolio';
import { demoProjects, type DemoProject } from './demo-projects';

const designers = demoDesigners.slice(0, 3).map((designer, index) => ({
  id: 'abc'[index]!,
  fullName: designer.fullName,
  disciplines: [...designer.disciplines],
}));

function fakePortfolio() {
  const calls: string[] = [];
  const uploads: Upload[] = [];
  let next = 0;
  return {
    calls,
    uploads,
    portfolio: {
      create: async (userId: string, upload: Upload, options?: { background?: boolean }) => {
        next += 1;
        uploads.push(upload);
        calls.push(
          `create ${userId} ×${upload.images.length}${options?.background ? '' : ' (not in the background)'}`,
        );
        return { id: `item-${next}` } as PortfolioItem;
      },
      setCover: async (viewer: { userId: string }, id: string) => {
        calls.push(`cover ${viewer.userId} ${id}`);
        return { id } as PortfolioItem;
      },
      get: async (id: string) => {
        calls.push(`ready? ${id}`);
        return { id, status: 'ready' } as PortfolioItem;
      },
    },
  };
}

// Draws every demo designer's pictures, as a first start does: seconds on a 2-core machine that
// runs the rest of the suite beside it.
describe(seedDemoPortfolio.name, { timeout: 30_000 }, () => {
  it("queues every designer's single-image cover first, then every designer's project, then the rest", async () => {
    const { calls, uploads, portfolio } = fakePortfolio();
    const demo = seedDemoPortfolio(designers, portfolio);
    await demo.directoryComplete;
    const items = await demo.items;

    expect(calls.slice(0, 9)).toEqual([
      'create a ×1',
      'cover a item-1',
      'create b ×1',
      'cover b item-2',
      'create c ×1',
      'cover c item-3',
      'ready? item-1',
      'ready? item-2',
      'ready? item-3',
    ]);
    const projects = calls.slice(9, 12);
    expect(projects.map((call) => call.replace(/ ×\d+$/, ''))).toEqual(['create a', 'create b', 'create c']);
    for (const [index, call] of projects.entries()) {
      const count = Number(/×(\d+)$/.exec(call)?.[1]);
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(8);
      const project = demoProjects[designers[index]!.fullName as keyof typeof demoProjects];
      expect(uploads[index + 3]?.fields.title).toBe(project.title);
      expect(uploads[index + 3]?.images.map((image) => image.caption)).toEqual(
        project.images.map(([, caption]) => caption),
      );
    }
    expect(calls.slice(12).every((call) => /^create [abc] ×1$/.test(call))).toBe(true);
    expect(calls.length).toBeGreaterThanOrEqual(15);
    expect(items).toBe(calls.filter((call) => call.startsWith('create')).length);
    for (const image of uploads.flatMap((upload) => upload.images)) {
      expect(image.caption).toBeTruthy();
      expect(image.alt).toBeTruthy();
      expect(image.data.length).toBeGreaterThan(0);
    }
  });
});

describe('demo projects', () => {
  const entries = Object.entries(demoProjects) as [string, DemoProject][];

  it('every demo designer has a project of 3 to 8 images, and every project belongs to one', () => {
    expect(entries.map(([name]) => name).sort()).toEqual(
      demoDesigners.map((designer) => designer.fullName).sort(),
    );
    for (const [, project] of entries) {
      expect(project.images.length).toBeGreaterThanOrEqual(3);
      expect(project.images.length).toBeLessThanOrEqual(8);
    }
  });

  it('titles, descriptions, tags, captions and alt texts are what a member could have typed', () => {
    for (const [, project] of entries) {
      expect(ZPortfolioTitle.parse(project.title)).toBe(project.title);
      expect(ZPortfolioDescription.parse(project.description)).toBe(project.description);
      expect(ZPortfolioTags.parse([...project.tags])).toEqual(project.tags);
      for (const [index, { picture, caption }] of picturesOf(project).entries()) {
        expect(ZMediaCaption.parse(caption)).toBe(caption);
        const { alt } = projectArtwork(picture, project.colours, index);
        expect(ZMediaAlt.parse(alt)).toBe(alt);
        expect(alt).toContain(project.colours.words);
      }
    }
  });

  it("the projects' own pictures are clearly red, blue, green and ochre, so a search by colour finds each", async () => {
    const leading = await Promise.all(
      entries.map(async ([, project], index) => {
        const [first] = picturesOf(project);
        const { svg } = projectArtwork(first!.picture, project.colours, index);
        const [leader] = await extractPalette(await rasterise(svg, 'jpeg'));
        return rgbToOklab(hexToRgb(leader!.color));
      }),
    );
    for (const colour of ['#d7263d', '#2e5eaa', '#3b9c4f', '#cc8e35']) {
      const wanted = rgbToOklab(hexToRgb(colour));
      expect(Math.min(...leading.map((lead) => deltaE(lead, wanted)))).toBeLessThan(0.06);
    }
  });
});

describe(coversProcessed.name, () => {
  it('waits until no cover is processing any more', async () => {
    const answers = new Map([
      ['item-1', ['processing', 'ready']],
      ['item-2', ['processing', 'processing', 'failed']],
    ]);
    const asked: string[] = [];
    await coversProcessed(
      {
        get: async (id, viewer) => {
          asked.push(`${id} as ${viewer?.userId}`);
          return { status: answers.get(id)?.shift() } as PortfolioItem;
        },
      },
      [
        { id: 'item-1', userId: 'a' },
        { id: 'item-2', userId: 'b' },
      ],
    );
    expect(asked).toEqual(['item-1 as a', 'item-1 as a', 'item-2 as b', 'item-2 as b', 'item-2 as b']);
  });
});
