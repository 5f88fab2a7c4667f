import type { PaletteColor } from '../db/schema/portfolio';
import { deltaE, oklabToHex, rgbToOklab, type Oklab } from './colour';
import { loadSharp } from './images';

/** How many dominant colours a palette holds at most. */
export const paletteSize = 5;

/** The image is read at this size: enough pixels for its colours, few enough to cluster quickly. */
const sampleSide = 96;

/** Clusters closer than this (ΔE in OKLab) are one colour to the eye, so they are merged. */
const sameColourDistance = 0.03;

/** A cluster holding less of the image than this is a stray edge or speck, not a dominant colour. */
const smallestShare = 0.01;

const iterations = 20;

type WeightedColour = { colour: Oklab; weight: number };

/**
 * The image's dominant colours, largest share first: up to five, fewer when it has fewer distinct
 * colours. Pixels are read small with nearest-neighbour sampling (so the colours are the image's
 * own, not blends made by resizing), fully transparent ones are left out and partly transparent
 * ones count by their opacity, and they are clustered by k-means in OKLab from a deterministic
 * start, so the same image always gives the same palette.
 */
export async function extractPalette(image: Buffer): Promise<PaletteColor[]> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image, { failOn: 'error', pages: 1 })
    .rotate()
    .toColourspace('srgb')
    .resize(sampleSide, sampleSide, { fit: 'inside', kernel: 'nearest', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return paletteOfPixels(data, info.channels);
}

/** The palette of raw RGBA pixels (`channels` bytes each, alpha last when there are four). */
export function paletteOfPixels(pixels: Uint8Array, channels: number): PaletteColor[] {
  const colours = distinctColours(pixels, channels);
  const total = colours.reduce((sum, entry) => sum + entry.weight, 0);
  if (total === 0) return [];
  const clusters = mergeClose(kMeans(colours, Math.min(paletteSize, colours.length)));
  return clusters
    .filter((cluster) => cluster.weight / total >= smallestShare)
    .sort((first, second) => second.weight - first.weight)
    .slice(0, paletteSize)
    .map((cluster) => ({
      color: oklabToHex(cluster.colour),
      share: Math.round((cluster.weight / total) * 10_000) / 10_000,
    }));
}

/** Each distinct colour once, weighted by how much of the image it covers. */
function distinctColours(pixels: Uint8Array, channels: number): WeightedColour[] {
  const weights = new Map<number, number>();
  for (let offset = 0; offset + channels <= pixels.length; offset += channels) {
    const opacity = channels === 4 ? pixels[offset + 3]! / 255 : 1;
    if (opacity === 0) continue;
    const key = (pixels[offset]! << 16) | (pixels[offset + 1]! << 8) | pixels[offset + 2]!;
    weights.set(key, (weights.get(key) ?? 0) + opacity);
  }
  return [...weights]
    .sort(([firstKey], [secondKey]) => firstKey - secondKey)
    .map(([key, weight]) => ({
      colour: rgbToOklab({ r: (key >> 16) & 0xff, g: (key >> 8) & 0xff, b: key & 0xff }),
      weight,
    }));
}

/**
 * Weighted k-means. The start is k-means++ made deterministic: the heaviest colour first, then
 * each time the colour with the most weight × squared distance to the centres chosen so far.
 */
function kMeans(colours: WeightedColour[], count: number): WeightedColour[] {
  if (count === 0) return [];
  const centres: Oklab[] = [heaviest(colours).colour];
  while (centres.length < count) {
    let best: WeightedColour | undefined;
    let bestScore = 0;
    for (const entry of colours) {
      const score = entry.weight * nearestDistance(entry.colour, centres) ** 2;
      if (score > bestScore) {
        best = entry;
        bestScore = score;
      }
    }
    if (!best) break;
    centres.push(best.colour);
  }

  let clusters: WeightedColour[] = [];
  for (let round = 0; round < iterations; round += 1) {
    const sums = centres.map(() => ({ l: 0, a: 0, b: 0, weight: 0 }));
    for (const entry of colours) {
      const sum = sums[nearestIndex(entry.colour, centres)]!;
      sum.l += entry.colour.l * entry.weight;
      sum.a += entry.colour.a * entry.weight;
      sum.b += entry.colour.b * entry.weight;
      sum.weight += entry.weight;
    }
    clusters = sums
      .filter((sum) => sum.weight > 0)
      .map((sum) => ({
        colour: { l: sum.l / sum.weight, a: sum.a / sum.weight, b: sum.b / sum.weight },
        weight: sum.weight,
      }));
    const moved = clusters.some((cluster, index) => deltaE(cluster.colour, centres[index]!) > 1e-4);
    centres.splice(0, centres.length, ...clusters.map((cluster) => cluster.colour));
    if (!moved) break;
  }
  return clusters;
}

function mergeClose(clusters: WeightedColour[]): WeightedColour[] {
  const merged: WeightedColour[] = [];
  for (const cluster of [...clusters].sort((first, second) => second.weight - first.weight)) {
    const near = merged.find((kept) => deltaE(kept.colour, cluster.colour) < sameColourDistance);
    if (!near) {
      merged.push({ ...cluster });
      continue;
    }
    const weight = near.weight + cluster.weight;
    near.colour = {
      l: (near.colour.l * near.weight + cluster.colour.l * cluster.weight) / weight,
      a: (near.colour.a * near.weight + cluster.colour.a * cluster.weight) / weight,
      b: (near.colour.b * near.weight + cluster.colour.b * cluster.weight) / weight,
    };
    near.weight = weight;
  }
  return merged;
}

function heaviest(colours: WeightedColour[]): WeightedColour {
  return colours.reduce((best, entry) => (entry.weight > best.weight ? entry : best));
}

/** Compares squared distances: the same order as ΔE without a square root per pixel and centre. */
function nearestIndex(colour: Oklab, centres: Oklab[]): number {
  let index = 0;
  let nearest = Infinity;
  for (let candidate = 0; candidate < centres.length; candidate += 1) {
    const centre = centres[candidate]!;
    const dl = colour.l - centre.l;
    const da = colour.a - centre.a;
    const db = colour.b - centre.b;
    const squared = dl * dl + da * da + db * db;
    if (squared < nearest) {
      nearest = squared;
      index = candidate;
    }
  }
  return index;
}

function nearestDistance(colour: Oklab, centres: Oklab[]): number {
  return Math.min(...centres.map((centre) => deltaE(colour, centre)));
}
