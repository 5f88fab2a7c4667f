import { describe, expect, it } from 'vitest';
import { variantWidths } from './images';

describe('variantWidths', () => {
  it.each([
    [4000, [320, 640, 960, 1280, 1920]],
    [1920, [320, 640, 960, 1280, 1920]],
    [1400, [320, 640, 960, 1280]],
    [640, [320, 640]],
    [500, [320]],
    [200, [200]],
  ])('an image %i px wide is made in %j: never upscaled', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});
