import type { Transaction } from '../../db/transactions';
import type { ImageWork } from '../../media';
import type { EncodeSettings } from '../../media/images';
import { readWhole, type Storage } from '../../media/storage';
import { writeVariants } from '../../media/variant-files';
import type { PortfolioMediaRepository } from './portfolio-media.repository';
import type { PortfolioRepositories } from './portfolio-repositories';
import { followImages } from './project-media';

/** The variants job: the public sizes and formats of one uploaded image, and its palette. */
export class VariantsService {
  constructor(
    private readonly deps: {
      media: Pick<PortfolioMediaRepository, 'findById'>;
      transaction: Transaction<Pick<PortfolioRepositories, 'portfolio' | 'media'>>;
      storage: Storage;
      images: Pick<ImageWork, 'makeVariantsWithPalette' | 'contentHash'>;
    },
  ) {}

  /**
   * Every variant and the palette from the private original; then the image is ready, and its
   * item with it once none of its images is still being made. On the last attempt a failure marks
   * the image failed, which leaves the item's other images as they are.
   */
  async makeVariants(mediaId: string, lastAttempt: boolean, settings?: EncodeSettings): Promise<void> {
    const image = await this.deps.media.findById(mediaId);
    if (!image) return;
    try {
      const original = await readWhole(this.deps.storage, image.originalKey);
      const { variants: encoded, palette } = await this.deps.images.makeVariantsWithPalette(
        original,
        settings,
      );
      const variants = await writeVariants(this.deps, encoded, `public/p/${mediaId}`);
      const written = variants.map((variant) => variant.key);
      const stale = image.variants.map((variant) => variant.key).filter((key) => !written.includes(key));
      const kept = await this.deps.transaction(async ({ portfolio, media }) => {
        if (!(await portfolio.lockForImages(image.itemId))) return false;
        if (!(await media.markReady(mediaId, variants, palette))) return false;
        await followImages({ portfolio, media }, image.itemId);
        return true;
      });
      if (!kept) {
        // Removed while we worked: take our files with it.
        await this.deps.storage.delete(written);
        return;
      }
      if (stale.length > 0) await this.deps.storage.delete(stale);
    } catch (error) {
      if (lastAttempt) {
        await this.deps.transaction(async ({ portfolio, media }) => {
          if (!(await portfolio.lockForImages(image.itemId))) return;
          await media.markFailed(mediaId);
          await followImages({ portfolio, media }, image.itemId);
        });
      }
      throw error;
    }
  }
}
