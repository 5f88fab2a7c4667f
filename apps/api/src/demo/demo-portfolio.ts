import { disciplines, type Discipline, type User } from '@creators-archive/contract';
import { rasterise } from '@creators-archive/test-support/images';
import { seededRandom } from '@creators-archive/test-support/seeded-random';
import type { PortfolioService, Upload } from '../modules/portfolio';

const styles = ['bauhaus', 'stripes', 'orbits', 'mosaic', 'waves'] as const;
const shapes = [
  [4, 3],
  [3, 2],
  [1, 1],
  [3, 4],
  [2, 3],
  [16, 9],
] as const;

/** An abstract poster drawn in SVG: shapes and gradients in one palette. */
export function demoArtwork(seed: number): { svg: string; style: string } {
  const random = seededRandom(seed * 7919 + 17);
  const [ratioWidth, ratioHeight] = random.pick(shapes);
  const width = random.pick([720, 880, 1000]);
  const height = Math.round((width * ratioHeight) / ratioWidth);
  const hue = random.integer(0, 359);
  const colour = (shift: number, saturation = 65, lightness = 55) =>
    `hsl(${(hue + shift) % 360},${saturation}%,${lightness}%)`;
  const style = random.pick(styles);
  const parts: string[] = [];
  const count = random.integer(5, 14);
  for (let index = 0; index < count; index += 1) {
    const x = random.between(0, width);
    const y = random.between(0, height);
    const size = random.between(0.08, 0.45) * Math.min(width, height);
    const fill = colour(random.pick([0, 30, 150, 180, 210]), random.integer(40, 90), random.integer(25, 75));
    const opacity = random.between(0.5, 1).toFixed(2);
    if (style === 'bauhaus') {
      parts.push(
        random.next() < 0.5
          ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" opacity="${opacity}"/>`
          : `<rect x="${x}" y="${y}" width="${size}" height="${size * random.between(0.3, 1.5)}" fill="${fill}" opacity="${opacity}" transform="rotate(${random.integer(-30, 30)} ${x} ${y})"/>`,
      );
    } else if (style === 'stripes') {
      parts.push(
        `<rect x="${(index / count) * width}" y="0" width="${width / count / random.between(1, 2.5)}" height="${height}" fill="${fill}" opacity="${opacity}"/>`,
      );
    } else if (style === 'orbits') {
      parts.push(
        `<circle cx="${width / 2}" cy="${height / 2}" r="${(index + 1) * (Math.min(width, height) / (2 * count))}" fill="none" stroke="${fill}" stroke-width="${random.between(4, 24)}" opacity="${opacity}"/>`,
      );
    } else if (style === 'mosaic') {
      const points = Array.from(
        { length: 3 },
        () => `${random.between(0, width)},${random.between(0, height)}`,
      ).join(' ');
      parts.push(`<polygon points="${points}" fill="${fill}" opacity="${opacity}"/>`);
    } else {
      const wave = `M0 ${y} Q ${width / 4} ${y - size} ${width / 2} ${y} T ${width} ${y} V ${height} H 0 Z`;
      parts.push(`<path d="${wave}" fill="${fill}" opacity="${opacity}"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="${random.between(0, 1).toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${colour(0, 45, 85)}"/><stop offset="1" stop-color="${colour(200, 50, 30)}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#ground)"/>
  <g>${parts.join('')}</g>
</svg>`;
  return { svg, style };
}

const titleWords = {
  bauhaus: ['Form study', 'Shapes for a festival', 'Primary', 'Market day poster'],
  stripes: ['Kente rhythm', 'Woven light', 'Bands', 'Textile study'],
  orbits: ['Orbit', 'Ripples', 'Sound system', 'Halo'],
  mosaic: ['Shards', 'Facets', 'Broken glass', 'Angles'],
  waves: ['Coastline', 'Harmattan', 'Tide', 'Dunes'],
} as const;

type DemoItem = { designer: DemoDesigner; upload: () => Promise<Upload> };
export type DemoDesigner = Pick<User, 'id' | 'disciplines'>;
type DemoCover = { id: string; userId: string };
export type DemoPortfolio = {
  /** Once every designer's cover is ready (or failed): the directory and the home page are complete. */
  directoryComplete: Promise<void>;
  /** How many items were drawn and queued in all, once the last one is. */
  items: Promise<number>;
};

/** What each designer will show: 3 to 8 works, decided now, drawn only when uploaded. */
function planItems(designer: DemoDesigner, designerIndex: number): DemoItem[] {
  const random = seededRandom(designerIndex + 101);
  const own = designer.disciplines.filter((name): name is Discipline =>
    (disciplines as readonly string[]).includes(name),
  );
  return Array.from({ length: random.integer(3, 8) }, (_, index) => {
    const { svg, style } = demoArtwork(designerIndex * 10 + index + 1);
    const format = random.next() < 0.7 ? 'jpeg' : 'png';
    const fields = {
      title: `${random.pick(titleWords[style as keyof typeof titleWords])} ${index + 1}`,
      description: 'Demo work drawn for the Creators Archive preview.',
      category: own.length > 0 ? random.pick(own) : random.pick(disciplines),
      tags: [style, 'demo'],
    };
    return { designer, upload: async () => ({ data: await rasterise(svg, format), fields }) };
  });
}

/**
 * Gives each demo designer their portfolio, drawn here and put through the real upload pipeline
 * (the variants are made by the job worker once the server runs). Every designer's first work is
 * drawn, queued and made their cover first; the rest is drawn once the covers are ready, so the
 * directory and the home page, which show designers by their covers, are complete soonest.
 */
export function seedDemoPortfolio(
  designers: DemoDesigner[],
  portfolio: Pick<PortfolioService, 'create' | 'setCover' | 'get'>,
): DemoPortfolio {
  const plans = designers.map(planItems);
  const create = async ({ designer, upload }: DemoItem) =>
    portfolio.create(designer.id, await upload(), { background: true });
  const covers = (async () => {
    const made: DemoCover[] = [];
    for (const [first] of plans) {
      if (!first) continue;
      const cover = await create(first);
      await portfolio.setCover({ userId: first.designer.id, role: 'member', aal: 'aal1' }, cover.id);
      made.push({ id: cover.id, userId: first.designer.id });
    }
    return made;
  })();
  const directoryComplete = covers.then((made) => coversProcessed(portfolio, made));
  const items = directoryComplete.then(async () => {
    for (const [, ...rest] of plans) for (const item of rest) await create(item);
    return plans.flat().length;
  });
  return { directoryComplete, items };
}

/** Resolves once no cover is still being processed (ready or failed), asking as each owner. */
export async function coversProcessed(
  portfolio: Pick<PortfolioService, 'get'>,
  covers: DemoCover[],
): Promise<void> {
  for (const cover of covers) {
    const owner = { userId: cover.userId, role: 'member' as const, aal: 'aal1' as const };
    while ((await portfolio.get(cover.id, owner, '')).status === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
