import type { FastifyBaseLogger } from 'fastify';
import { ErrorReason } from '@creators-archive/contract';
import {
  acceptedImageTypeNames,
  acceptedImageTypes,
  maxUploadMegapixels,
} from '@creators-archive/contract/portfolio/upload-limits';
import { reasonError } from '../../i18n/error-messages';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { Limiter } from '../../lib/limiter';
import type { ImageWork } from '../../media';
import type { ImageCheck } from '../../media/images';
import { contentTypeOf, type Storage } from '../../media/storage';
import type { NewPortfolioMedia } from './portfolio-media.repository';
import { deleteFilesJob } from './portfolio.jobs';

/** One image of an upload, with its own caption and alt text. */
export type UploadImage = { data: Buffer; caption?: string | null; alt?: string | null };
type Passed = Extract<ImageCheck, { ok: true }>;
/** An image found by decoding to be one we accept. */
export type CheckedImage = UploadImage & { check: Passed };
/** A checked image under the id and the key of the original it is kept as. */
export type StoredImage = CheckedImage & { id: string; originalKey: string };

/** Where an image's original is kept: private, under its owner, named by the image's id. */
export function originalKeyOf(userId: string, id: string, image: CheckedImage): string {
  return `originals/${userId}/${id}.${image.check.format}`;
}

/** The row of a kept image, `position` in its item, to be made by the variants job. */
export function newImageRow(
  image: StoredImage,
  at: { itemId: string; userId: string; position: number; now: Date },
): NewPortfolioMedia {
  return {
    id: image.id,
    itemId: at.itemId,
    userId: at.userId,
    position: at.position,
    width: image.check.width,
    height: image.check.height,
    thumbhash: image.check.thumbhash,
    originalKey: image.originalKey,
    originalBytes: image.data.length,
    caption: image.caption ?? null,
    alt: image.alt ?? null,
    createdAt: at.now,
    updatedAt: at.now,
  };
}

/**
 * Uploaded originals: decoding each to refuse what is not an accepted image, keeping them, and
 * removing files (at once, or by a job when the store cannot).
 */
export class OriginalImages {
  /** Decoding an upload is heavy: at most two at once, so other requests keep flowing. */
  private readonly checks = new Limiter(2);

  constructor(
    private readonly deps: {
      storage: Storage;
      images: Pick<ImageWork, 'check'>;
      /** Files the store could not delete at once are queued here. */
      jobs: Pick<JobQueue, 'enqueue'>;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * Decodes each image in turn; the first that is not an accepted image refuses them all, named
   * by `imageIndex` among several (0 is the first).
   */
  async checkEach(images: UploadImage[]): Promise<CheckedImage[]> {
    const checked: CheckedImage[] = [];
    for (const [index, image] of images.entries()) {
      const check = await this.checks.run(() => this.deps.images.check(image.data));
      if (!check.ok) throw refusal(check, images.length > 1 ? index : undefined);
      checked.push({ ...image, check });
    }
    return checked;
  }

  /** Writes each original; if one cannot be written, those written before it go again. */
  async store(images: StoredImage[]): Promise<void> {
    const written: string[] = [];
    try {
      for (const image of images) {
        await this.deps.storage.put(image.originalKey, image.data, contentTypeOf(image.originalKey));
        written.push(image.originalKey);
      }
    } catch (error) {
      await this.remove(written);
      throw error;
    }
  }

  /** Files go right away; if the store is down, a job keeps trying. */
  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.deps.storage.delete(keys);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'deleting media failed; queued for later');
      await this.deps.jobs.enqueue(deleteFilesJob, { keys }, this.deps.clock.now());
    }
  }
}

/** Why an image was refused; `imageIndex` names it among several. */
function refusal(check: Extract<ImageCheck, { ok: false }>, imageIndex?: number): AppError {
  const which = imageIndex === undefined ? {} : { imageIndex };
  switch (check.problem) {
    case 'not-an-image':
    case 'unsupported-type':
      return new AppError(
        415,
        ErrorReason.unsupportedMediaType,
        `This file is not an image we accept. Upload a ${acceptedImageTypeNames} image.`,
        { accepted: [...acceptedImageTypes], ...which },
      );
    case 'too-many-pixels':
      return new AppError(
        422,
        ErrorReason.imageTooManyPixels,
        `The image has too many pixels (${check.detail}); the most is ${maxUploadMegapixels} megapixels.`,
        which,
      );
    case 'corrupt':
      return reasonError(422, ErrorReason.imageCorrupt, which);
  }
}
