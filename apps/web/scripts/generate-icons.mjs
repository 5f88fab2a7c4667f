#!/usr/bin/env node
// Draws the app's icons (the web app manifest's, the home-screen icon iOS reads and the shortcuts')
// into public/icons/. Run by hand when the mark changes; the PNG files are committed, so a build
// needs no image library. The letters are strokes, not text, so the result does not depend on the
// fonts of the machine that runs this. The system Chromium the end-to-end tests use draws them
// (CHROMIUM_PATH, default /usr/bin/chromium): the product's pixel work stays in the API's media code.
// sharp (the API's image library) then stores each with a palette of 16 colours, which the two
// colours and their edges need: a quarter of the bytes, and a phone fetches the 192 px one on
// every first visit to check the app can be installed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const PALETTE_COLOURS = 16;

const INK = '#1c1917';
const AMBER = '#f59e0b';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

/** "CA" on a 512-unit square, centred on (256, 256). */
const letters = `
  <path d="M238 180 A96 96 0 1 0 238 332" fill="none" stroke="${AMBER}" stroke-width="44" />
  <path d="M282 360 L352 156 L422 360 M306 294 H398" fill="none" stroke="${AMBER}" stroke-width="44" stroke-linejoin="round" />`;

/**
 * `any`: the mark on a rounded square, as the favicon draws it. `maskable`: a full square the
 * launcher crops to its own shape, the letters inside the central circle every mask keeps (80 %).
 */
function icon(purpose) {
  const background =
    purpose === 'maskable'
      ? `<rect width="512" height="512" fill="${INK}" />`
      : `<rect width="512" height="512" rx="112" fill="${INK}" />`;
  const scale = purpose === 'maskable' ? 0.72 : 1;
  const offset = 256 * (1 - scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${letters}</g></svg>`
  );
}

const outputs = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'maskable' },
  { file: 'shortcut-96.png', size: 96, purpose: 'any' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, purpose } of outputs) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html, body { margin: 0; background: transparent } svg { display: block; width: ${size}px; height: ${size}px }</style>${icon(purpose)}`,
    );
    const drawn = await page.screenshot({ omitBackground: true });
    await sharp(drawn)
      .png({ palette: true, colours: PALETTE_COLOURS, compressionLevel: 9, effort: 10 })
      .toFile(path.join(outDir, file));
    console.log(`public/icons/${file} (${size}×${size}, ${purpose})`);
  }
} finally {
  await browser.close();
}
