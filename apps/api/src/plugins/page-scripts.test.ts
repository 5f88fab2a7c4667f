import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from './page-scripts';

const template =
  '<head>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n  </head>';

function distWith(manifest: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const dist = distWith({
  'index.html': { file: 'assets/index-a1.js', imports: [] },
  'src/app/routes/home.tsx': { file: 'assets/home-h1.js', imports: ['index.html', '_card.js'] },
  '_card.js': { file: 'assets/card-c1.js', imports: ['index.html'] },
  'src/app/routes/designers.tsx': { file: 'assets/designers-d1.js', imports: ['_card.js'] },
  'virtual:messages/fr/start': { file: 'assets/start-f1.js' },
});

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe(routePreloads.name, () => {
  it('preloads the page’s screen and what it imports, not the entry again', () => {
    const html = routePreloads(dist)(['src/app/routes/home.tsx'], template);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-h1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-c1.js" />');
    expect(html.match(/index-a1\.js/g)).toHaveLength(1);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('finds each screen’s own chunks and leaves pages without a known screen alone', () => {
    const withPreloads = routePreloads(dist);
    const directory = withPreloads(['src/app/routes/designers.tsx'], template);
    expect(directory).toContain('/assets/designers-d1.js');
    expect(directory).not.toContain('/assets/home-h1.js');
    expect(withPreloads(['src/app/routes/designer.tsx'], template)).toBe(template);
    expect(withPreloads([], template)).toBe(template);
  });

  it('preloads the page’s messages beside its screen, each file once', () => {
    const html = routePreloads(dist)(
      ['src/app/routes/home.tsx', 'virtual:messages/fr/start', 'src/app/routes/home.tsx'],
      template,
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start-f1.js" />');
    expect(html.match(/home-h1\.js/g)).toHaveLength(1);
  });

  it('adds nothing without a build manifest', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
    expect(routePreloads(empty)(['src/app/routes/home.tsx'], template)).toBe(template);
    fs.rmSync(empty, { recursive: true });
  });
});
