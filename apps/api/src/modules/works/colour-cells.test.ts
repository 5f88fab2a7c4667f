import { describe, expect, it } from 'vitest';
import { cellOfColour, cellsNear, MATCH_DISTANCE } from './colour-cells';

describe('cellsNear', () => {
  it('reads the cube of the colour itself, in the first tier', () => {
    for (const colour of ['#ff0000', '#0000ff', '#ffffff', '#000000', '#7f7f7f', '#2a9d8f']) {
      const cells = cellsNear(colour);
      expect(cells).toContainEqual({ cell: cellOfColour(colour), tier: 0 });
    }
  });

  it('reads nearby shades and not distant colours', () => {
    const cells = new Set(cellsNear('#d62828').map(({ cell }) => cell));
    expect(cells.has(cellOfColour('#e03030'))).toBe(true);
    expect(cells.has(cellOfColour('#2040e0'))).toBe(false);
    expect(cells.has(cellOfColour('#20a040'))).toBe(false);
  });

  it('gives tiers 0 to 2, nearest first, each cube once', () => {
    const cells = cellsNear('#336699');
    const tiers = cells.map(({ tier }) => tier);
    expect(tiers).toEqual([...tiers].sort());
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2]));
    expect(new Set(cells.map(({ cell }) => cell)).size).toBe(cells.length);
    expect(MATCH_DISTANCE).toBe(0.12);
  });
});
