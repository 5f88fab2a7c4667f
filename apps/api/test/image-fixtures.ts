import { pictureSvg, rasterise } from '@creators-archive/test-support/images';

export { pngBomb } from '@creators-archive/test-support/png';

/** Real image files for the tests, drawn here rather than committed: small, varied, reproducible. */

export function jpeg(width = 800, height = 600, hue = 200): Promise<Buffer> {
  return rasterise(pictureSvg(width, height, hue), 'jpeg');
}

export function png(width = 400, height = 300, hue = 30): Promise<Buffer> {
  return rasterise(pictureSvg(width, height, hue), 'png');
}

/** A camera photo: GPS position and camera make in its EXIF, turned by the orientation tag. */
export function jpegWithGps(width = 700, height = 400): Promise<Buffer> {
  return rasterise(pictureSvg(width, height, 120), 'jpeg', {
    exif: {
      IFD0: { Make: 'TestCam', Model: 'Fixture 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 0/1',
      },
    },
    orientation: 6,
  });
}

/** A text file that only pretends to be a JPEG by its name. */
export const textNamedJpeg = Buffer.from('This is a note, not a photograph.\n');

/** A JPEG cut short: its header is fine but the pixels stop halfway. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await jpeg(600, 400);
  return whole.subarray(0, Math.floor(whole.length / 2));
}
