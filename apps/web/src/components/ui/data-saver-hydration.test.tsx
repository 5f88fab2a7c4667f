import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataSaverMarker, RenderedDataSaver } from './data-saver';
import { ResponsiveImage, type ImageSource } from './responsive-image';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const image: ImageSource = {
  width: 1600,
  height: 1200,
  thumbhash: null,
  images: [320, 640, 960, 1280].flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      url: `/media/p/h-${width}.${format}`,
      width,
      height: (width * 3) / 4,
      format,
    })),
  ),
};

describe('a page the server rendered in data-saver mode', () => {
  it('hydrates without a mismatch and stays small, though the browser sets no Save-Data flag', async () => {
    // The server saw `Save-Data: on` (or the cookie); scripts cannot read the header.
    const html = renderToString(
      <RenderedDataSaver value>
        <ResponsiveImage image={image} alt="Dusk" sizes="100vw" priority />
      </RenderedDataSaver>,
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    document.body.insertAdjacentHTML('beforeend', dataSaverMarker(true));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      hydrateRoot(root, <ResponsiveImage image={image} alt="Dusk" sizes="100vw" priority />);
    });

    expect(errors).not.toHaveBeenCalled();
    expect(root.querySelector('source')?.getAttribute('srcset')).toBe(
      '/media/p/h-320.avif 320w, /media/p/h-640.avif 640w',
    );
    expect(root.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});
