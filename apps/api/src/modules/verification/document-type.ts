import type { verificationDocumentTypes } from '@creators-archive/contract/verification/verification-request';

export type DocumentType = (typeof verificationDocumentTypes)[number];

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

/**
 * What the bytes are, by their magic numbers; the name and the declared type are never trusted.
 * Undefined for anything but a JPEG, PNG, WebP or PDF.
 */
export function sniffDocumentType(data: Buffer): DocumentType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  // %PDF-
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}
