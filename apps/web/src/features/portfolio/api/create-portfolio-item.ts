import {
  acceptedImageTypeNames,
  acceptedImageTypes,
  maxUploadBytes,
  maxUploadMegabytes,
} from '@creators-archive/contract/portfolio/upload-limits';

/**
 * What the browser can tell before sending a byte: the server decodes and decides for real. The
 * upload itself is resumable (`create-portfolio-upload.ts`).
 */
export function checkFileBeforeUpload(file: File): string | undefined {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) {
    return `${file.name} is not a ${acceptedImageTypeNames} image.`;
  }
  if (file.size > maxUploadBytes) {
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; the most is ${maxUploadMegabytes} MB.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return undefined;
}
