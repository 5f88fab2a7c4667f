import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../../lib/app-error';

export type PortfolioQuota = { items: number; bytes: number };

/** A size as people read it: 2 GB, 1.4 GB, 350 MB, 12 KB (powers of 1024, as the upload limit is). */
export function sizeText(bytes: number): string {
  const units = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** The figures a refusal carries: the member's usage before the upload, and the limits. */
function figures(usage: PortfolioQuota, quota: PortfolioQuota) {
  return {
    items: { used: usage.items, limit: quota.items },
    bytes: { used: usage.bytes, limit: quota.bytes },
  };
}

/**
 * Refuses an upload of `bytes` that would take the member past either quota; the figures go
 * along. Their bytes are those of the originals of every image kept and the declared lengths of
 * their uploads under way. An upload makes one item, or none (`newItems` 0) when it adds an image
 * to an item.
 */
export function assertWithinQuota(
  usage: PortfolioQuota,
  bytes: number,
  quota: PortfolioQuota,
  newItems: 0 | 1 = 1,
): void {
  const itemsFull = usage.items + newItems > quota.items;
  if (!itemsFull && usage.bytes + bytes <= quota.bytes) return;
  throw new AppError(
    403,
    ErrorReason.quotaExceeded,
    itemsFull
      ? `Your portfolio holds ${usage.items} items, the most it can. Delete some work to upload more.`
      : `This image would take your portfolio past its ${sizeText(quota.bytes)} of storage ` +
          `(${sizeText(usage.bytes)} used). Delete some work to upload more.`,
    figures(usage, quota),
  );
}

/** Refuses a new resumable upload while `open` of the member's are under way and that is the most allowed. */
export function assertMayOpenUpload(
  open: number,
  openLimit: number,
  usage: PortfolioQuota,
  quota: PortfolioQuota,
): void {
  if (open < openLimit) return;
  throw new AppError(
    403,
    ErrorReason.quotaExceeded,
    `You have ${open} uploads under way, the most at once. Let one finish, or cancel it, to start another.`,
    { ...figures(usage, quota), openUploads: { used: open, limit: openLimit } },
  );
}
