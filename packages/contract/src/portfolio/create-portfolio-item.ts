import { z } from 'zod';
import { ErrorReason, successEnvelope } from '../envelope';
import { ZDiscipline } from '../entities/discipline';
import { ZTextBlock } from '../entities/text';
import {
  ZPortfolioDescription,
  ZPortfolioItem,
  ZPortfolioTags,
  ZPortfolioTitle,
} from '../entities/portfolio-item';

/**
 * Uploads one image as a new portfolio item: multipart/form-data with one file in `images` and
 * optional text fields. `tags` is a JSON array string. Answers 201 with the item `processing`;
 * it becomes `ready` when its variants are made, or 403 `QUOTA_EXCEEDED` (details below) when the
 * member's portfolio is full, or 503 `STORAGE_UNAVAILABLE` when the media store is down or too slow
 * (nothing was kept; send it again in a moment).
 */
export const method = 'POST';
export const path = '/v1/portfolio';
export const fileField = 'images';

/** The text fields of the multipart body, as strings the way a form sends them. */
export const ZCreatePortfolioItemFields = z
  .object({
    title: ZPortfolioTitle,
    description: ZPortfolioDescription,
    category: z
      .union([z.literal('').transform(() => null), ZDiscipline])
      .nullable()
      .optional(),
    tags: ZTextBlock.optional()
      .transform((text, context) => {
        if (text === undefined || text.trim() === '') return [];
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'validation.tagsNotJsonArray' });
          return z.NEVER;
        }
      })
      .pipe(z.array(z.string(), { error: 'validation.tagsNotJsonArray' }).pipe(ZPortfolioTags)),
  })
  .strict();
export type CreatePortfolioItemFields = z.output<typeof ZCreatePortfolioItemFields>;

export const ZCreatePortfolioItemResponse = successEnvelope(ZPortfolioItem);
export type CreatePortfolioItemResponse = z.infer<typeof ZCreatePortfolioItemResponse>;

const ZQuotaFigures = z.object({ used: z.number().int().min(0), limit: z.number().int().min(1) });

/**
 * The details of a 403 `QUOTA_EXCEEDED`: items, and bytes of originals with the declared lengths of
 * resumable uploads under way, used before this upload and allowed; `openUploads` when the member
 * already has the most resumable uploads under way at once.
 */
export const ZQuotaExceededDetails = z.object({
  reason: z.literal(ErrorReason.quotaExceeded),
  items: ZQuotaFigures,
  bytes: ZQuotaFigures,
  openUploads: ZQuotaFigures.optional(),
});
export type QuotaExceededDetails = z.infer<typeof ZQuotaExceededDetails>;
