import { deltaE, hexToOklab, type Oklab } from '../../media/colour';

/**
 * Colour search reads OKLab in cubes: the database files each palette colour under the cube it falls
 * in (`oklab_cell` in the works migration, with the numbers below), and a search reads the cubes
 * near the asked colour.
 *
 * The rule, exactly: a work matches `color` when one of its ready images has a palette colour
 * covering at least a tenth of it in a cube whose centre lies within 0.12 (ΔE in OKLab) of the
 * asked colour; every colour found is then within about 0.155 of it (0.12 plus half a cube's
 * diagonal), and every colour within 0.085 is found. Closest first means by tier, the distance
 * from the asked colour to the centre of the work's nearest matching cube: under 0.04, under
 * 0.08, up to 0.12; within a tier, newest first. An exact match is always in the first tier.
 */
export const CELL_SIDE = 0.04;
export const MATCH_DISTANCE = 0.12;
export const TIER_WIDTH = 0.04;

const lightnessSteps = 26;
const axisSteps = 20;
const axisOffset = 0.4;

export type ColourCell = { cell: number; tier: number };

function cellOf(lightness: number, a: number, b: number): number {
  return (lightness * axisSteps + a) * axisSteps + b;
}

/** The cubes to read for a colour, each with its tier, nearest first. */
export function cellsNear(hex: string): ColourCell[] {
  const colour = hexToOklab(hex);
  const reach = Math.ceil(MATCH_DISTANCE / CELL_SIDE) + 1;
  const home = {
    l: Math.floor(colour.l / CELL_SIDE),
    a: Math.floor((colour.a + axisOffset) / CELL_SIDE),
    b: Math.floor((colour.b + axisOffset) / CELL_SIDE),
  };
  const cells: (ColourCell & { distance: number })[] = [];
  for (let l = home.l - reach; l <= home.l + reach; l += 1) {
    if (l < 0 || l >= lightnessSteps) continue;
    for (let a = home.a - reach; a <= home.a + reach; a += 1) {
      if (a < 0 || a >= axisSteps) continue;
      for (let b = home.b - reach; b <= home.b + reach; b += 1) {
        if (b < 0 || b >= axisSteps) continue;
        const centre: Oklab = {
          l: (l + 0.5) * CELL_SIDE,
          a: (a + 0.5) * CELL_SIDE - axisOffset,
          b: (b + 0.5) * CELL_SIDE - axisOffset,
        };
        const distance = deltaE(colour, centre);
        if (distance > MATCH_DISTANCE) continue;
        const tier = Math.min(Math.floor(distance / TIER_WIDTH), MATCH_DISTANCE / TIER_WIDTH - 1);
        cells.push({ cell: cellOf(l, a, b), tier, distance });
      }
    }
  }
  return cells
    .sort((first, second) => first.distance - second.distance || first.cell - second.cell)
    .map(({ cell, tier }) => ({ cell, tier }));
}

/** The cube a colour falls in, as the database files it (for tests of the two agreeing). */
export function cellOfColour(hex: string): number {
  const colour = hexToOklab(hex);
  const clamp = (value: number, steps: number) => Math.min(steps - 1, Math.max(0, Math.floor(value)));
  return cellOf(
    clamp(colour.l / CELL_SIDE, lightnessSteps),
    clamp((colour.a + axisOffset) / CELL_SIDE, axisSteps),
    clamp((colour.b + axisOffset) / CELL_SIDE, axisSteps),
  );
}
