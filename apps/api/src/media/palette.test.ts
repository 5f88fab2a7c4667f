import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deltaE, hexToOklab } from './colour';
import { extractPalette, paletteOfPixels } from './palette';

function solid(colour: string, width = 120, height = 80) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** The left part in one colour, the rest in another. */
function split(left: string, right: string, leftShare: number) {
  const width = 200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="100">
    <rect width="${width}" height="100" fill="${right}"/>
    <rect width="${width * leftShare}" height="100" fill="${left}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function close(found: string, expected: string) {
  return deltaE(hexToOklab(found), hexToOklab(expected)) < 0.02;
}

describe('extractPalette', () => {
  it('finds one colour, all of the image, in a plain image', async () => {
    const palette = await extractPalette(await solid('#d62828'));
    expect(palette).toEqual([{ color: '#d62828', share: 1 }]);
  });

  it('finds two colours with their shares, largest first', async () => {
    const palette = await extractPalette(await split('#1d4ed8', '#f5c518', 0.3));
    expect(palette).toHaveLength(2);
    expect(close(palette[0]!.color, '#f5c518')).toBe(true);
    expect(palette[0]!.share).toBeCloseTo(0.7, 1);
    expect(close(palette[1]!.color, '#1d4ed8')).toBe(true);
    expect(palette[1]!.share).toBeCloseTo(0.3, 1);
  });

  it('gives at most five colours, lower-case hex, shares adding to one', async () => {
    const stripes = ['#ff0000', '#00a000', '#0000ff', '#ffff00', '#ff00ff', '#00ffff', '#000000']
      .map((colour, index) => `<rect x="${index * 20}" width="20" height="70" fill="${colour}"/>`)
      .join('');
    const image = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="140" height="70">${stripes}</svg>`),
    )
      .png()
      .toBuffer();
    const palette = await extractPalette(image);
    expect(palette).toHaveLength(5);
    for (const entry of palette) expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(palette.reduce((sum, entry) => sum + entry.share, 0)).toBeCloseTo(1, 3);
    const shares = palette.map((entry) => entry.share);
    expect(shares).toEqual([...shares].sort((first, second) => second - first));
  });

  it('leaves fully transparent pixels out', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
      <rect width="40" height="100" fill="#2a9d8f"/></svg>`;
    const palette = await extractPalette(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(palette).toEqual([{ color: '#2a9d8f', share: 1 }]);
  });

  it('gives the same palette for the same image every time', async () => {
    const photoLike = await sharp({
      create: {
        width: 200,
        height: 150,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(await extractPalette(photoLike)).toEqual(await extractPalette(photoLike));
  });

  it('gives an empty palette when every pixel is transparent', () => {
    expect(paletteOfPixels(new Uint8Array([10, 20, 30, 0, 40, 50, 60, 0]), 4)).toEqual([]);
  });
});
