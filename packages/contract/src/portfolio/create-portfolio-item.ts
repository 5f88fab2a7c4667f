import { z } from 'zod';
import { ErrorReason, successEnvelope } from '../envelope';
import { ZDiscipline } from '../entities/discipline';
import { ZTextBlock } from '../entities/text';
import {
  ZMediaAltText,
  ZMediaCaptionText,
  ZPortfolioDescription,
  ZPortfolioItem,
  ZPortfolioTags,
  ZPortfolioTitle,
} from '../entities/portfolio-item';

/**
 * Uploads a project of 1 to `maxImagesPerItem` images as a new portfolio item: multipart/form-data
 * with the files in `images`, in order (the first is the cover), at most `maxUploadRequestMegabytes`
 * together, and optional text fields. `tags` is a JSON array string; `alts` and `captions` are JSON
 * arrays of strings, one per image in the files' order (fewer leave the rest empty, more are
 * refused). Answers 201 with the item `processing`; it becomes `ready` when every image is made
 * (an image that could not be made shows as `failed` in `media`), or 403 `QUOTA_EXCEEDED`
 * (details below; every image counts) when the member's portfolio is full, or 503
 * `STORAGE_UNAVAILABLE` when the media store is down or too slow (nothing was kept; send it again
 * in a moment). A refused image refuses the whole request; `details.imageIndex` says which (0 is
 * the first).
 */
export const method = 'POST';
export const path = '/v1/portfolio';
export const fileField = 'images';

/** A JSON array of strings sent as one form field (a form sends text), each element checked by `element`. */
function jsonArrayField(element: z.ZodType<string | null, string>, notAnArray: string) {
  return ZTextBlock.optional()
    .transform((text, context) => {
      if (text === undefined || text.trim() === '') return [];
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: notAnArray });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.string(), { error: notAnArray }).pipe(z.array(element)));
}

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
    /** Each image's alt text, in the files' order; an empty string leaves one without. */
    alts: jsonArrayField(ZMediaAltText, 'validation.notJsonArrayOfTexts'),
    /** Each image's caption, in the files' order; an empty string leaves one without. */
    captions: jsonArrayField(ZMediaCaptionText, 'validation.notJsonArrayOfTexts'),
  })
  .strict();
export type CreatePortfolioItemFields = z.output<typeof ZCreatePortfolioItemFields>;

export const ZCreatePortfolioItemResponse = successEnvelope(ZPortfolioItem);
export type CreatePortfolioItemResponse = z.infer<typeof ZCreatePortfolioItemResponse>;

const ZQuotaFigures = z.object({ used: z.number().int().min(0), limit: z.number().int().min(1) });

/**
 * The details of a 403 `QUOTA_EXCEEDED`: items, and bytes of originals (every image of every item)
 * with the declared lengths of resumable uploads under way, used before this upload and allowed;
 * `openUploads` when the member already has the most resumable uploads under way at once.
 */
export const ZQuotaExceededDetails = z.object({
  reason: z.literal(ErrorReason.quotaExceeded),
  items: ZQuotaFigures,
  bytes: ZQuotaFigures,
  openUploads: ZQuotaFigures.optional(),
});
export type QuotaExceededDetails = z.infer<typeof ZQuotaExceededDetails>;
