import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, webDistFixture } from './helpers';

const styles = 'body{margin:0;color:#1c1917}.card{display:grid}';

describe('the build’s stylesheet on a page', () => {
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    // The fixture's build with a stylesheet linked as Vite links it.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-styles-'));
    fs.cpSync(webDistFixture, distDir, { recursive: true });
    fs.writeFileSync(path.join(distDir, 'assets', 'app-C6FP1jY2.css'), styles);
    const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      index.replace(
        '</head>',
        '  <link rel="stylesheet" crossorigin href="/assets/app-C6FP1jY2.css">\n  </head>',
      ),
    );
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
