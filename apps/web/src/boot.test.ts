import { afterEach, describe, expect, it, vi } from 'vitest';

function stylesheetLinks() {
  return [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
}

/** After the animation frame and the timeout that follow it: when the boot script loads the app. */
function afterFirstPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

async function boot(page: { head: string; body?: string }) {
  document.head.innerHTML = page.head;
  document.body.innerHTML = page.body ?? '';
  vi.resetModules();
  await import('./boot');
}

describe('the boot script of a page the server rendered', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('asks for the whole stylesheet with the app, once the page has painted', async () => {
    await boot({ head: '<style data-href="/assets/app-C6FP1jY2.css">.flex{display:flex}</style>' });
    expect(stylesheetLinks()).toEqual([]);
    await afterFirstPaint();
    expect(stylesheetLinks()).toEqual(['/assets/app-C6FP1jY2.css']);
  });

  it('asks for nothing more on a page that carries its styles whole', async () => {
    await boot({ head: '<style>.flex{display:flex}</style>' });
    await afterFirstPaint();
    expect(stylesheetLinks()).toEqual([]);
  });

  it('in data-saver mode, asks for it with the app at the visitor’s first action', async () => {
    await boot({
      head: '<style data-href="/assets/app-C6FP1jY2.css">.flex{display:flex}</style>',
      body: '<div id="page-mode" data-mode="data-saver"></div>',
    });
    await afterFirstPaint();
    expect(stylesheetLinks()).toEqual([]);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(stylesheetLinks()).toEqual(['/assets/app-C6FP1jY2.css']);
    // As the app does once it has taken over: the script stops holding taps for it.
    document.documentElement.setAttribute('data-app-ready', '');
    await vi.waitFor(() => expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true));
    document.documentElement.removeAttribute('data-app-ready');
  });
});
