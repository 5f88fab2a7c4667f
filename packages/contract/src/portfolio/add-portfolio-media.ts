import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZMediaAlt, ZMediaCaption, ZPortfolioItem } from '../entities/portfolio-item';

/**
 * Adds one image at the end of a project: multipart/form-data with one file in `images` and the
 * optional text fields `caption` and `alt`. Same checks as `POST /v1/portfolio` (type, pixels, the
 * member's quota, which counts every image); 409 `TOO_MANY_IMAGES` when the project already holds
 * `maxImagesPerItem`. Answers 201 with the item, `processing` until the new image is made.
 */
export const method = 'POST';
export const path = '/v1/portfolio/:id/media';
export const fileField = 'images';

/** The text fields of the multipart body. */
export const ZAddPortfolioMediaFields = z.object({ caption: ZMediaCaption, alt: ZMediaAlt }).strict();
export type AddPortfolioMediaFields = z.output<typeof ZAddPortfolioMediaFields>;

export const ZAddPortfolioMediaResponse = successEnvelope(ZPortfolioItem);
export type AddPortfolioMediaResponse = z.infer<typeof ZAddPortfolioMediaResponse>;
