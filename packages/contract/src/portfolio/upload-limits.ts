/**
 * What one portfolio upload may be. No Zod here: the web's upload screen checks files against
 * these before sending a byte, the API enforces them, and the contract's schemas build on them.
 */

/** Found by decoding the file, never from its name or MIME type. */
export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/** Each accepted type by its name, the same in every language (the API lists them in French too). */
export const namesOfImageTypes: Record<AcceptedImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
};

/** The accepted types as people name them, for messages: "JPEG, PNG, WebP, AVIF or GIF". */
export const acceptedImageTypeNames = spokenList(acceptedImageTypes.map((type) => namesOfImageTypes[type]));

/** Counted in powers of 1024, as file browsers show sizes. */
export const maxUploadMegabytes = 20;
export const maxUploadBytes = maxUploadMegabytes * 1024 * 1024;

/**
 * What one request to `POST /v1/portfolio` may carry in all, its images together: a project of
 * more (up to `maxImagesPerItem` images of `maxUploadMegabytes` each) adds the rest one request
 * each, so the server never holds more than this of one member's request in memory.
 */
export const maxUploadRequestMegabytes = 100;
export const maxUploadRequestBytes = maxUploadRequestMegabytes * 1024 * 1024;

export const maxUploadMegapixels = 40;
export const maxUploadPixels = maxUploadMegapixels * 1_000_000;

function spokenList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
