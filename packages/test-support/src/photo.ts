import sharp from 'sharp';
import { seededRandom } from './seeded-random';

/**
 * A photograph-like test image made here, never downloaded: a landscape drawn at a quarter of the
 * size, enlarged and softened like a lens would, with sensor-like grain, saved as a camera JPEG.
 */
export async function synthesisePhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  const random = seededRandom(seed).next;
  const small = { width: Math.round(width / 4), height: Math.round(height / 4) };
  const hills = Array.from({ length: 4 }, (_, layer) => {
    const base = small.height * (0.45 + layer * 0.12);
    const points = Array.from({ length: 12 }, (_, index) => {
      const x = (index / 11) * small.width;
      return `${x.toFixed(0)},${(base - random() * small.height * 0.12).toFixed(0)}`;
    });
    const shade = 30 + layer * 12;
    return `<polygon points="0,${small.height} ${points.join(' ')} ${small.width},${small.height}" fill="hsl(${95 + layer * 12},${35 + layer * 8}%,${shade}%)"/>`;
  }).join('');
  const trees = Array.from({ length: 400 }, () => {
    const x = random() * small.width;
    const y = small.height * (0.6 + random() * 0.4);
    const size = 6 + random() * 30;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(size * 0.6).toFixed(0)}" ry="${size.toFixed(0)}" fill="hsl(${100 + random() * 40},${30 + random() * 30}%,${15 + random() * 20}%)"/>`;
  }).join('');
  const clouds = Array.from({ length: 14 }, () => {
    const x = random() * small.width;
    const y = random() * small.height * 0.35;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(40 + random() * 120).toFixed(0)}" ry="${(10 + random() * 30).toFixed(0)}" fill="#fff" opacity="${(0.3 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${small.width}" height="${small.height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2f6db5"/><stop offset="0.6" stop-color="#9cc3e6"/><stop offset="1" stop-color="#f2d9a6"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${small.width * 0.78}" cy="${small.height * 0.2}" r="${small.height * 0.06}" fill="#fff6d5"/>
    ${clouds}${hills}${trees}
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(width, height, { kernel: 'lanczos3' })
    .blur(1.2)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Texture at every scale, as foliage, rock and cloth have: random fields enlarged smoothly.
  const octaves: { divisor: number; amplitude: number }[] = [
    { divisor: 128, amplitude: 26 },
    { divisor: 32, amplitude: 18 },
    { divisor: 8, amplitude: 12 },
    { divisor: 2, amplitude: 8 },
  ];
  const fields: Buffer[] = [];
  for (const octave of octaves) {
    const fieldWidth = Math.max(2, Math.round(width / octave.divisor));
    const fieldHeight = Math.max(2, Math.round(height / octave.divisor));
    const noise = Buffer.alloc(fieldWidth * fieldHeight);
    for (let index = 0; index < noise.length; index += 1) noise[index] = Math.floor(random() * 256);
    fields.push(
      await sharp(noise, { raw: { width: fieldWidth, height: fieldHeight, channels: 1 } })
        .resize(width, height, { kernel: 'cubic' })
        .raw()
        .toBuffer(),
    );
  }
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    let texture = (random() - 0.5) * 8;
    for (const [octave, field] of fields.entries()) {
      texture += (((field[pixel] ?? 128) - 128) / 128) * (octaves[octave]?.amplitude ?? 0);
    }
    for (let channel = 0; channel < 3; channel += 1) {
      const index = pixel * 3 + channel;
      const value = (data[index] ?? 0) + texture * (channel === 1 ? 1 : 0.85);
      data[index] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
