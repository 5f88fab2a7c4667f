/**
 * A photo is made smaller in the browser before it is uploaded: no page shows an image wider than
 * 1920 px, so 3,000 px on the long edge keeps room for cropping and sharp screens while a 12 MP
 * phone photo (4000 × 3000) costs a fraction of its bytes on a slow or metered connection.
 */
export const MAX_LONG_EDGE = 3000;
/** JPEG and WebP quality for the smaller copy: visually the same as a camera's own. */
export const DOWNSIZE_QUALITY = 0.9;

/** The types a browser canvas writes again as themselves; AVIF cannot be encoded, GIF would lose its frames. */
const reencodable = ['image/jpeg', 'image/png', 'image/webp'] as const;
type ReencodableType = (typeof reencodable)[number];

export type DownsizePlan =
  | { resize: false; reason: 'original-asked' | 'small-enough' | 'not-reencodable' }
  | { resize: true; width: number; height: number; type: ReencodableType };

/**
 * What to send for an image of this (upright) size and type: the original when the member asked
 * for it, when it is already within the long edge, or when the browser cannot write its type;
 * otherwise its size scaled to the long edge, proportions kept.
 */
export function planDownsize(image: {
  width: number;
  height: number;
  type: string;
  keepOriginal: boolean;
}): DownsizePlan {
  if (image.keepOriginal) return { resize: false, reason: 'original-asked' };
  if (!(reencodable as readonly string[]).includes(image.type)) {
    return { resize: false, reason: 'not-reencodable' };
  }
  const longEdge = Math.max(image.width, image.height);
  if (longEdge <= MAX_LONG_EDGE) return { resize: false, reason: 'small-enough' };
  const scale = MAX_LONG_EDGE / longEdge;
  return {
    resize: true,
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
    type: image.type as ReencodableType,
  };
}

/** The file to upload: the photo itself, or a smaller copy of it when that is worth sending. */
export async function downsizePhoto(file: File, keepOriginal: boolean): Promise<File> {
  if (keepOriginal || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    // 'from-image' turns the pixels as the EXIF orientation says: the copy, which carries no
    // EXIF, is upright, and its width and height are the ones people see.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // A file this browser cannot decode goes as it is; the server decides whether it is an image.
    return file;
  }
  try {
    const plan = planDownsize({ width: bitmap.width, height: bitmap.height, type: file.type, keepOriginal });
    if (!plan.resize) return file;
    const smaller = await encode(bitmap, plan);
    // A browser that cannot write the type hands back another (Safari writes PNG for WebP).
    if (!smaller || smaller.type !== plan.type || smaller.size >= file.size) return file;
    return new File([smaller], file.name, { type: plan.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

async function encode(
  bitmap: ImageBitmap,
  plan: Extract<DownsizePlan, { resize: true }>,
): Promise<Blob | null> {
  const quality = plan.type === 'image/png' ? undefined : DOWNSIZE_QUALITY;
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(plan.width, plan.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, bitmap, plan);
    return canvas.convertToBlob({ type: plan.type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = plan.width;
  canvas.height = plan.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, bitmap, plan);
  return new Promise((resolve) => canvas.toBlob(resolve, plan.type, quality));
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  plan: { width: number; height: number },
): void {
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, plan.width, plan.height);
}
