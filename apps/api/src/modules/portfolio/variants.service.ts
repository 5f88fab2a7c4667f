import type { ImageWork } from '../../media';
import type { EncodeSettings } from '../../media/images';
import { readWhole, type Storage } from '../../media/storage';
import { writeVariants } from '../../media/variant-files';
import type { PortfolioRepository } from './portfolio.repository';

/** The variants job: the public sizes and formats of an uploaded original. */
export class VariantsService {
  constructor(
    private readonly deps: {
      items: Pick<PortfolioRepository, 'findById' | 'markReady' | 'markFailed'>;
      storage: Storage;
      images: Pick<ImageWork, 'makeVariants' | 'contentHash'>;
    },
  ) {}

  /** Every variant from the private original, then the item is ready. */
  async makeVariants(itemId: string, lastAttempt: boolean, settings?: EncodeSettings): Promise<void> {
    const item = await this.deps.items.findById(itemId);
    if (!item) return;
    try {
      const original = await readWhole(this.deps.storage, item.originalKey);
      const variants = await writeVariants(this.deps, original, `public/p/${itemId}`, settings);
      const written = variants.map((variant) => variant.key);
      const stale = item.variants.map((variant) => variant.key).filter((key) => !written.includes(key));
      if (!(await this.deps.items.markReady(itemId, variants))) {
        // Deleted while we worked: take our files with it.
        await this.deps.storage.delete(written);
        return;
      }
      if (stale.length > 0) await this.deps.storage.delete(stale);
    } catch (error) {
      if (lastAttempt) await this.deps.items.markFailed(itemId);
      throw error;
    }
  }
}
