import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDataSaver, RenderedDataSaver } from './data-saver';
import { ResponsiveImage, type ImageSource } from './responsive-image';

afterEach(() => {
  cleanup();
  document.cookie = 'data-saver=; Path=/; Max-Age=0';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server's HTML as a browser with scripts reads it: a `<noscript>` is text it never fetches from. */
function withoutNoscript(html: string): string {
  return html.replace(/<noscript>.*?<\/noscript>/gs, '');
}

/** The `<img>` a browser without scripts finds in the server's HTML. */
function noscriptImage(html: string): HTMLImageElement | null {
  const withoutScripts = document.createElement('template');
  withoutScripts.innerHTML = html.match(/<noscript>(.*?)<\/noscript>/s)?.[1] ?? '';
  return withoutScripts.content.querySelector('img');
}

const ready: ImageSource = {
  width: 1400,
  height: 900,
  thumbhash: 'W1cFJAoHk4VMp7oXh6iQjugIhw==',
  images: [320, 640, 960, 1280].flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      url: `/media/p/x/h-${width}.${format}`,
      width,
      height: Math.round((width * 900) / 1400),
      format,
    })),
  ),
};

describe(ResponsiveImage.name, () => {
  it('offers AVIF then WebP with srcset and sizes, and sets the intrinsic size', () => {
    const { container } = render(<ResponsiveImage image={ready} alt="Dusk" sizes="50vw" />);
    const sources = container.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/media/p/x/h-320.avif 320w, /media/p/x/h-640.avif 640w, /media/p/x/h-960.avif 960w, /media/p/x/h-1280.avif 1280w',
    );
    expect(sources[0]?.getAttribute('sizes')).toBe('50vw');
    const image = container.querySelector('img');
    expect(image?.getAttribute('width')).toBe('1400');
    expect(image?.getAttribute('height')).toBe('900');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('fetchpriority')).toBeNull();
    expect(image?.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/);
  });

  it('loads the largest image of the page first and never lazily', () => {
    const { container } = render(<ResponsiveImage image={ready} alt="Dusk" sizes="100vw" priority />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('in data-saver mode offers the 320 and 640 px files only and loads even the largest image lazily', () => {
    chooseDataSaver(true);
    const { container } = render(<ResponsiveImage image={ready} alt="Dusk" sizes="100vw" priority />);
    const sources = container.querySelectorAll('source');
    expect(sources[0]?.getAttribute('srcset')).toBe('/media/p/x/h-320.avif 320w, /media/p/x/h-640.avif 640w');
    expect(sources[1]?.getAttribute('srcset')).toBe('/media/p/x/h-320.webp 320w, /media/p/x/h-640.webp 640w');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/p/x/h-640.webp');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('fetchpriority')).toBeNull();
    // The blurred preview still paints while the small file arrives.
    expect(image?.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/);
  });

  it("follows the browser's Save-Data, as the server follows its header", () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { container } = render(<ResponsiveImage image={ready} alt="Dusk" sizes="100vw" />);
    expect(container.querySelector('source')?.getAttribute('srcset')).not.toContain('960w');
  });

  it('is sent by the server in data-saver mode as its placeholder alone, naming no file', () => {
    const html = renderToString(
      <RenderedDataSaver value>
        <ResponsiveImage image={ready} alt="Dusk" sizes="100vw" />
      </RenderedDataSaver>,
    );
    expect(withoutNoscript(html)).not.toContain('/media/');
    expect(html).toContain('data-waiting="true"');
    expect(html).toMatch(/background-color:rgb\(\d+ \d+ \d+\)/);
    expect(noscriptImage(html)?.getAttribute('src')).toBe('/media/p/x/h-320.webp');
  });

  it("sends the page's largest image in data-saver mode small and lazy, to paint before the scripts", () => {
    const html = renderToString(
      <RenderedDataSaver value>
        <ResponsiveImage image={ready} alt="Dusk" sizes="100vw" priority />
      </RenderedDataSaver>,
    );
    expect(html).toContain('/media/p/x/h-320.avif 320w, /media/p/x/h-640.avif 640w"');
    expect(html).not.toContain('960w');
    expect(html).toContain('loading="lazy"');
  });

  /** An IntersectionObserver the test drives: what it was asked to watch for, and its reports. */
  function watchedScreen() {
    const watched = { rootMargin: '', report: (_entries: { isIntersecting: boolean }[]) => {} };
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof watched.report, options: { rootMargin: string }) {
          watched.report = callback;
          watched.rootMargin = options.rootMargin;
        }
        observe() {}
        disconnect() {}
      },
    );
    return watched;
  }

  it('in data-saver mode asks for its file only once it comes on screen', () => {
    chooseDataSaver(true);
    const screen = watchedScreen();
    const { container } = render(<ResponsiveImage image={ready} alt="Dusk" sizes="100vw" />);
    expect(screen.rootMargin).toBe('0px');
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('src')).toBe(false);

    act(() => screen.report([{ isIntersecting: false }]));
    expect(container.querySelector('img')?.hasAttribute('src')).toBe(false);
    act(() => screen.report([{ isIntersecting: true }]));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/p/x/h-640.webp');
  });

  it("asks for its file once it comes within half a screen of the screen, unless it is the page's largest", () => {
    const screen = watchedScreen();
    const { container } = render(<ResponsiveImage image={ready} alt="Dusk" sizes="100vw" />);
    expect(screen.rootMargin).toBe('50% 0px');
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('src')).toBe(false);
    act(() => screen.report([{ isIntersecting: true }]));
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain('960w');

    cleanup();
    const largest = render(<ResponsiveImage image={ready} alt="Dusk" sizes="100vw" priority />);
    expect(largest.container.querySelector('img')?.getAttribute('src')).toBe('/media/p/x/h-640.webp');
  });

  it('draws its blurred preview once it nears the screen, over the colour it shows until then', () => {
    const screen = watchedScreen();
    const { container } = render(<ResponsiveImage image={ready} alt="Dusk" sizes="100vw" />);
    const waiting = container.querySelector('img');
    expect(waiting?.style.backgroundColor).not.toBe('');
    expect(waiting?.style.backgroundImage).toBe('');
    act(() => screen.report([{ isIntersecting: true }]));
    const nearing = container.querySelector('picture img') as HTMLImageElement;
    expect(nearing.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/);
    fireEvent.load(nearing);
    expect(nearing.style.backgroundImage).toBe('');
  });

  it("is sent by the server as its placeholder, its picture kept for a browser without scripts, unless it is the page's largest image", () => {
    const html = renderToString(
      <RenderedDataSaver value={false}>
        <ResponsiveImage image={ready} alt="Dusk" sizes="100vw" />
      </RenderedDataSaver>,
    );
    expect(withoutNoscript(html)).not.toContain('/media/');
    expect(html).toContain('data-waiting="true"');
    const withoutScripts = noscriptImage(html);
    expect(withoutScripts?.getAttribute('src')).toBe('/media/p/x/h-640.webp');
    expect(withoutScripts?.getAttribute('alt')).toBe('Dusk');
    expect(withoutScripts?.getAttribute('width')).toBe('1400');
    expect(withoutScripts?.getAttribute('height')).toBe('900');
    // One file: a choice among widths would lengthen every list page's document.
    expect(withoutScripts?.hasAttribute('srcset')).toBe(false);
    const largest = renderToString(
      <RenderedDataSaver value={false}>
        <ResponsiveImage image={ready} alt="Dusk" sizes="100vw" priority />
      </RenderedDataSaver>,
    );
    expect(largest).toContain('/media/p/x/h-1280.avif 1280w');
    expect(largest).toContain('loading="eager"');
  });

  it('hydrates the HTML of an image that waits without a mismatch, fetching nothing until it nears the screen', async () => {
    watchedScreen();
    const html = renderToString(<ResponsiveImage image={ready} alt="Dusk" sizes="100vw" />);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    const hydrated = await act(async () =>
      hydrateRoot(root, <ResponsiveImage image={ready} alt="Dusk" sizes="100vw" />),
    );

    expect(errors).not.toHaveBeenCalled();
    expect(root.querySelector('img[data-waiting]')?.hasAttribute('src')).toBe(false);
    act(() => hydrated.unmount());
    root.remove();
  });

  it('shows the placeholder alone while the variants are being made', () => {
    const { container } = render(
      <ResponsiveImage image={{ ...ready, images: [] }} alt="Dusk" sizes="100vw" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
  });
});
