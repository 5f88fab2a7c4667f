import { disciplines, type Discipline } from '@creators-archive/contract';
import { asc, eq } from 'drizzle-orm';
import { rasterise } from '@creators-archive/test-support/images';
import type { PortfolioService } from '../modules/portfolio/portfolio.service';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** A small deterministic random source, so every fresh start draws the same archive. */
function randomSource(seed: number) {
  // Spread small seeds over the whole range first: xorshift starts slowly from small numbers.
  let state = (Math.imul(seed + 1, 2_654_435_761) ^ 0x9e3779b9) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (low: number, high: number) => low + next() * (high - low),
    integer: (low: number, high: number) => Math.floor(low + next() * (high - low + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
  };
}

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
  const random = randomSource(seed * 7919 + 17);
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

/**
 * Gives each demo designer 3 to 8 portfolio items, drawn here and put through the real upload
 * pipeline (the variants are made by the job worker once the server runs), with a cover.
 */
export async function seedDemoPortfolio(db: Database, portfolio: PortfolioService): Promise<number> {
  const designers = await db
    .select({ id: users.id, disciplines: users.disciplines })
    .from(users)
    .where(eq(users.role, 'member'))
    .orderBy(asc(users.createdAt));
  let created = 0;
  for (const [designerIndex, designer] of designers.entries()) {
    const random = randomSource(designerIndex + 101);
    const count = random.integer(3, 8);
    let coverId: string | undefined;
    for (let index = 0; index < count; index += 1) {
      const seed = designerIndex * 10 + index + 1;
      const { svg, style } = demoArtwork(seed);
      const data = await rasterise(svg, random.next() < 0.7 ? 'jpeg' : 'png');
      const own = designer.disciplines.filter((name): name is Discipline =>
        (disciplines as readonly string[]).includes(name),
      );
      const item = await portfolio.create(
        designer.id,
        {
          data,
          fields: {
            title: `${random.pick(titleWords[style as keyof typeof titleWords])} ${index + 1}`,
            description: 'Demo work drawn for the Creators Archive preview.',
            category: own.length > 0 ? random.pick(own) : random.pick(disciplines),
            tags: [style, 'demo'],
          },
        },
        { background: true },
      );
      coverId ??= item.id;
      created += 1;
    }
    if (coverId) await portfolio.setCover({ userId: designer.id, role: 'member' }, coverId);
  }
  return created;
}
