import {
  fileField,
  path,
  type CreatePortfolioItemResponse,
} from '@creators-archive/contract/portfolio/create-portfolio-item';
import {
  acceptedImageTypeNames,
  acceptedImageTypes,
  maxUploadBytes,
  maxUploadMegabytes,
} from '@creators-archive/contract/portfolio/upload-limits';
import { apiClient } from '../../../lib/api-client';

export type CreatedItem = CreatePortfolioItemResponse['data'];

/** What the browser can tell before sending a byte: the server decodes and decides for real. */
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

export function createPortfolioItem(
  file: File,
  fields: { title?: string; category?: string; tags?: string[] },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
) {
  const form = new FormData();
  if (fields.title) form.append('title', fields.title);
  if (fields.category) form.append('category', fields.category);
  if (fields.tags && fields.tags.length > 0) form.append('tags', JSON.stringify(fields.tags));
  form.append(fileField, file);
  return apiClient.uploadWithProgress<CreatedItem>(path, form, options);
}
