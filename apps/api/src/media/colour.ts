/**
 * Colours in OKLab, the perceptual space colour search measures in: equal distances there look
 * about equally different to people, which sRGB distances do not (two blues far apart in RGB can
 * look alike while a small RGB step in yellow is plain to see). Björn Ottosson's matrices.
 */

/** A colour in OKLab: lightness 0 (black) to 1 (white); `a` green–red, `b` blue–yellow, about ±0.4. */
export type Oklab = { l: number; a: number; b: number };

/** Red, green and blue, each 0–255. */
export type Rgb = { r: number; g: number; b: number };

const hexPattern = /^#([0-9a-f]{6})$/i;

export function hexToRgb(hex: string): Rgb {
  const match = hexPattern.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** `#rrggbb`, lower case; channels are rounded and clamped to 0–255. */
export function rgbToHex({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.min(255, Math.max(0, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

function toLinear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function fromLinear(value: number): number {
  const encoded = value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;
  return encoded * 255;
}

export function rgbToOklab({ r, g, b }: Rgb): Oklab {
  const red = toLinear(r);
  const green = toLinear(g);
  const blue = toLinear(b);
  const long = Math.cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue);
  const medium = Math.cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue);
  const short = Math.cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue);
  return {
    l: 0.2104542553 * long + 0.793617785 * medium - 0.0040720468 * short,
    a: 1.9779984951 * long - 2.428592205 * medium + 0.4505937099 * short,
    b: 0.0259040371 * long + 0.7827717662 * medium - 0.808675766 * short,
  };
}

export function oklabToRgb({ l, a, b }: Oklab): Rgb {
  const long = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const medium = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const short = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return {
    r: fromLinear(4.0767416621 * long - 3.3077115913 * medium + 0.2309699292 * short),
    g: fromLinear(-1.2684380046 * long + 2.6097574011 * medium - 0.3413193965 * short),
    b: fromLinear(-0.0041960863 * long - 0.7034186147 * medium + 1.707614701 * short),
  };
}

export function hexToOklab(hex: string): Oklab {
  return rgbToOklab(hexToRgb(hex));
}

export function oklabToHex(colour: Oklab): string {
  return rgbToHex(oklabToRgb(colour));
}

/**
 * ΔE in OKLab: the straight-line distance. About 0.02 is the smallest difference people notice
 * side by side; red and orange are about 0.17 apart, red and blue about 0.5.
 */
export function deltaE(first: Oklab, second: Oklab): number {
  return Math.hypot(first.l - second.l, first.a - second.a, first.b - second.b);
}
