import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { ZMediaAlt, ZMediaCaption } from '../entities/portfolio-item';
import { ZCreatePortfolioItemFields } from './create-portfolio-item';

/**
 * Uploads one image, as a new portfolio item or (with `itemId`) added to a project, in pieces that survive a dropped connection, with the
 * open tus protocol 1.0.0 (https://tus.io/protocols/resumable-upload; extensions `creation`,
 * `creation-with-upload`, `termination`). Same caller, limits, checks and result as
 * `POST /v1/portfolio`, which stays for clients that send the whole file at once.
 *
 * - `POST /v1/portfolio/uploads` with `Tus-Resumable: 1.0.0`, `Upload-Length` (at most the upload
 *   limit) and `Upload-Metadata` (the fields of `POST /v1/portfolio`, each value base64 as tus
 *   says; `filename` and `filetype`, which tus clients often add, are accepted and not used)
 *   answers 201 with `Location: /v1/portfolio/uploads/<id>`. The fields and the member's quota are
 *   checked here, before any byte is sent. With `itemId` (and optionally `caption` and `alt`, but
 *   none of the item's own fields) the image is added at the end of that project of the caller's,
 *   as `POST /v1/portfolio/:id/media` does: 404 `PORTFOLIO_ITEM_NOT_FOUND` for a project that is
 *   not theirs, 409 `TOO_MANY_IMAGES` when it is full, here and again on completion.
 * - `HEAD <Location>` answers 200 with `Upload-Offset`: how many bytes the server holds.
 * - `PATCH <Location>` with `Upload-Offset` (that number) and
 *   `Content-Type: application/offset+octet-stream` appends bytes and answers 204 with the new
 *   offset. The request that completes the upload creates the item (as `POST /v1/portfolio` does:
 *   the image is decoded and checked, variants are queued) and carries its id in
 *   `Portfolio-Item-Id`; so does a HEAD of a completed upload. The image's id is the upload's id
 *   (and a new item's id too), so repeating the last request or asking again after a failure
 *   never makes a second item or image.
 * - `DELETE <Location>` abandons an upload. One nobody touched for `abandonedAfterHours` is
 *   removed by the server; asking for it then answers 404.
 *
 * Refusals are the API's error envelope with the status tus prescribes: 401 without a sign-in,
 * 404 for an upload that is not the caller's or no longer exists, 409 `UPLOAD_OFFSET_CONFLICT`
 * when `Upload-Offset` is not what the server holds (ask with HEAD), 412 without
 * `Tus-Resumable`, 413 past the upload limit, 400 `VALIDATION_FAILED` for metadata (in
 * `details.fields`), and on completion the refusals of `POST /v1/portfolio` (403
 * `QUOTA_EXCEEDED`, 415, 422 `IMAGE_CORRUPT` / `IMAGE_TOO_MANY_PIXELS`; the upload is then gone)
 * or 503 (the upload is kept: ask again with HEAD).
 */
export const method = 'POST';
export const path = '/v1/portfolio/uploads';
export const uploadPath = '/v1/portfolio/uploads/:id';

export const tusVersion = '1.0.0';
/** The header that names the portfolio item a completed upload became. */
export const itemIdHeader = 'Portfolio-Item-Id';
export const abandonedAfterHours = 24;

/** The item's own fields, which an upload that adds an image to a project may not carry. */
const itemFields = ['title', 'description', 'category', 'tags'] as const;

/**
 * `Upload-Metadata`, decoded: the item's text fields as `POST /v1/portfolio` takes them and the
 * image's `caption` and `alt`; or `itemId`, the project the image joins, with `caption` and `alt`.
 */
export const ZPortfolioUploadMetadata = ZCreatePortfolioItemFields.omit({ alts: true, captions: true })
  .extend({
    itemId: z.uuid({ error: 'validation.notAPortfolioItemId' }).optional(),
    caption: ZMediaCaption,
    alt: ZMediaAlt,
    filename: ZTextLine.max(255).optional(),
    filetype: ZTextLine.max(255).optional(),
  })
  .superRefine((metadata, context) => {
    if (metadata.itemId === undefined) return;
    for (const field of itemFields) {
      const value = metadata[field];
      if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
      context.addIssue({ code: 'custom', path: [field], message: 'validation.notWithItemId' });
    }
  });
export type PortfolioUploadMetadata = z.input<typeof ZPortfolioUploadMetadata>;
