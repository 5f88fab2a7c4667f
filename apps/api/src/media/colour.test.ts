import { describe, expect, it } from 'vitest';
import { deltaE, hexToOklab, hexToRgb, oklabToHex, rgbToHex } from './colour';

describe('OKLab', () => {
  it.each([
    ['#ffffff', { l: 1, a: 0, b: 0 }],
    ['#000000', { l: 0, a: 0, b: 0 }],
    ['#ff0000', { l: 0.628, a: 0.2249, b: 0.1258 }],
    ['#00ff00', { l: 0.8664, a: -0.2339, b: 0.1795 }],
    ['#0000ff', { l: 0.452, a: -0.0325, b: -0.3115 }],
  ])('%s is the published OKLab value', (hex, expected) => {
    const colour = hexToOklab(hex);
    expect(colour.l).toBeCloseTo(expected.l, 3);
    expect(colour.a).toBeCloseTo(expected.a, 3);
    expect(colour.b).toBeCloseTo(expected.b, 3);
  });

  it.each(['#ff0000', '#12ab9c', '#7f7f7f', '#fedcba', '#010203'])(
    '%s comes back from OKLab unchanged',
    (hex) => {
      expect(oklabToHex(hexToOklab(hex))).toBe(hex);
    },
  );

  it('reads and writes hex in lower case', () => {
    expect(hexToRgb('#FF8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(rgbToHex({ r: 255, g: 128, b: 0 })).toBe('#ff8000');
    expect(() => hexToRgb('red')).toThrow();
  });
});

describe('deltaE', () => {
  it('is zero for one colour and symmetric', () => {
    expect(deltaE(hexToOklab('#336699'), hexToOklab('#336699'))).toBe(0);
    expect(deltaE(hexToOklab('#336699'), hexToOklab('#993366'))).toBeCloseTo(
      deltaE(hexToOklab('#993366'), hexToOklab('#336699')),
      12,
    );
  });

  it('finds shades of one hue closer than different hues', () => {
    const red = hexToOklab('#e02020');
    expect(deltaE(red, hexToOklab('#c81e1e'))).toBeLessThan(0.06);
    expect(deltaE(red, hexToOklab('#ff8000'))).toBeGreaterThan(0.12);
    expect(deltaE(red, hexToOklab('#2040e0'))).toBeGreaterThan(0.4);
  });
});
