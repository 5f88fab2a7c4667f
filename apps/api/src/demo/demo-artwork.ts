import { seededRandom, type SeededRandom } from '@creators-archive/test-support/seeded-random';

/**
 * The demo's pictures are drawn in SVG, never downloaded: here the abstract posters of single
 * works; the scenes of projects are in demo-scenes.ts. Every drawing says what it shows in plain
 * words, so its alt text is true to the picture.
 */

export const posterStyles = ['bauhaus', 'stripes', 'orbits', 'mosaic', 'waves'] as const;
export type PosterStyle = (typeof posterStyles)[number];

const shapes = [
  [4, 3],
  [3, 2],
  [1, 1],
  [3, 4],
  [2, 3],
  [16, 9],
] as const;

/** What each poster style shows, in words an alt text can use. */
export const posterShows: Record<PosterStyle, string> = {
  bauhaus: 'circles and tilted rectangles',
  stripes: 'upright bands of colour',
  orbits: 'rings spreading out from the centre',
  mosaic: 'overlapping triangles',
  waves: 'layered waves',
};

/** A hue's everyday name, for alt texts. */
export function hueName(hue: number): string {
  const names: [number, string][] = [
    [15, 'red'],
    [45, 'orange'],
    [70, 'yellow'],
    [160, 'green'],
    [195, 'teal'],
    [255, 'blue'],
    [290, 'violet'],
    [335, 'pink'],
    [360, 'red'],
  ];
  const turned = ((hue % 360) + 360) % 360;
  return names.find(([end]) => turned < end)?.[1] ?? 'red';
}

export function posterShapes(
  style: PosterStyle,
  random: SeededRandom,
  width: number,
  height: number,
  fillOf: () => string,
  count: number,
): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = random.between(0, width);
    const y = random.between(0, height);
    const size = random.between(0.08, 0.45) * Math.min(width, height);
    const fill = fillOf();
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
  return parts.join('');
}

export function svgOf(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
}

export type Drawing = { svg: string; alt: string };

/** An abstract poster for a single work: shapes over a gradient, in one hue and its opposites. */
export function demoArtwork(seed: number): Drawing & { style: PosterStyle } {
  const random = seededRandom(seed * 7919 + 17);
  const [ratioWidth, ratioHeight] = random.pick(shapes);
  const width = random.pick([720, 880, 1000]);
  const height = Math.round((width * ratioHeight) / ratioWidth);
  const hue = random.integer(0, 359);
  const colour = (shift: number, saturation = 65, lightness = 55) =>
    `hsl(${(hue + shift) % 360},${saturation}%,${lightness}%)`;
  const style = random.pick(posterStyles);
  const count = random.integer(5, 14);
  const body = posterShapes(
    style,
    random,
    width,
    height,
    () => colour(random.pick([0, 30, 150, 180, 210]), random.integer(40, 90), random.integer(25, 75)),
    count,
  );
  const svg = svgOf(
    width,
    height,
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="${random.between(0, 1).toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${colour(0, 45, 85)}"/><stop offset="1" stop-color="${colour(200, 50, 30)}"/>
    </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#ground)"/>
  <g>${body}</g>`,
  );
  const alt =
    `An abstract poster of ${posterShows[style]} over a ground that fades from pale ` +
    `${hueName(hue)} to deep ${hueName(hue + 200)}`;
  return { svg, alt, style };
}
