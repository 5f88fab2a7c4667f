import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage, type ImageSource } from './responsive-image';

afterEach(cleanup);

const ready: ImageSource = {
  width: 1400,
  height: 900,
  thumbhash: 'W1cFJAoHk4VMp7oXh6iQjugIhw==',
  images: [320, 640, 960].flatMap((width) =>
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
      '/media/p/x/h-320.avif 320w, /media/p/x/h-640.avif 640w, /media/p/x/h-960.avif 960w',
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

  it('shows the placeholder alone while the variants are being made', () => {
    const { container } = render(
      <ResponsiveImage image={{ ...ready, images: [] }} alt="Dusk" sizes="100vw" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
  });
});
