import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, webDistFixture } from './helpers';
import { buildWebDist } from './web-build';

const styles = 'body{margin:0;color:#1c1917}.card{display:grid}';

/** The build's stylesheet, linked from index.html in `distDir` as Vite links it. */
function linkStylesheet(distDir: string, css: string) {
  fs.writeFileSync(path.join(distDir, 'assets', 'app-C6FP1jY2.css'), css);
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    index.replace(
      '</head>',
      '  <link rel="stylesheet" crossorigin href="/assets/app-C6FP1jY2.css">\n  </head>',
    ),
  );
}

describe('the build’s stylesheet on a page', () => {
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    // The fixture's build with a stylesheet linked as Vite links it.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-styles-'));
    fs.cpSync(webDistFixture, distDir, { recursive: true });
    linkStylesheet(distDir, styles);
    testApp = await buildTestApp('pglite', { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('is written into the page, so the first paint waits for no request of its own', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<style>${styles}</style>`);
    expect(page.body).not.toContain('rel="stylesheet"');
  });

  it('is still served as a file, for an app installed with the earlier page', async () => {
    const file = await testApp.app.inject({ method: 'GET', url: '/assets/app-C6FP1jY2.css' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(styles);
  });
});

describe('the build’s stylesheet on a page the server rendered', () => {
  // Every page lays out with flex; no element has the other two classes.
  const utilities =
    '.flex{display:flex}.not-on-any-page{color:red}@media (width>=48rem){.nor-this{color:blue}}';
  const sheet = `body{margin:0}@layer utilities{${utilities}}`;
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = buildWebDist();
    linkStylesheet(distDir, sheet);
    testApp = await buildTestApp('pglite', { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('carries the rules its HTML uses, and the whole sheet’s address for the app', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/designers' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<div id="root">.*class="[^"]*\bflex\b/s);
    expect(page.body).toContain(
      '<style data-href="/assets/app-C6FP1jY2.css">body{margin:0}@layer utilities{.flex{display:flex}}</style>',
    );
    expect(page.body).not.toContain('not-on-any-page');
    expect(page.body).not.toContain('@media');
  });

  it('is whole in the app shell, which draws every screen', async () => {
    const shell = await testApp.app.inject({ method: 'GET', url: '/index.html' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain(`<style>${sheet}</style>`);
  });
});
