import type { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { ZCreatePortfolioItemFields } from './create-portfolio-item';

/**
 * Uploads one image as a new portfolio item in pieces that survive a dropped connection, with the
 * open tus protocol 1.0.0 (https://tus.io/protocols/resumable-upload; extensions `creation`,
 * `creation-with-upload`, `termination`). Same caller, limits, checks and result as
 * `POST /v1/portfolio`, which stays for clients that send the whole file at once.
 *
 * - `POST /v1/portfolio/uploads` with `Tus-Resumable: 1.0.0`, `Upload-Length` (at most the upload
 *   limit) and `Upload-Metadata` (the fields of `POST /v1/portfolio`, each value base64 as tus
 *   says; `filename` and `filetype`, which tus clients often add, are accepted and not used)
 *   answers 201 with `Location: /v1/portfolio/uploads/<id>`. The fields and the member's quota are
 *   checked here, before any byte is sent.
 * - `HEAD <Location>` answers 200 with `Upload-Offset`: how many bytes the server holds.
 * - `PATCH <Location>` with `Upload-Offset` (that number) and
 *   `Content-Type: application/offset+octet-stream` appends bytes and answers 204 with the new
 *   offset. The request that completes the upload creates the item (as `POST /v1/portfolio` does:
 *   the image is decoded and checked, variants are queued) and carries its id in
 *   `Portfolio-Item-Id`; so does a HEAD of a completed upload. The item's id is the upload's id,
 *   so repeating the last request or asking again after a failure never makes a second item.
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

/** `Upload-Metadata`, decoded: the item's text fields, as `POST /v1/portfolio` takes them. */
export const ZPortfolioUploadMetadata = ZCreatePortfolioItemFields.extend({
  filename: ZTextLine.max(255).optional(),
  filetype: ZTextLine.max(255).optional(),
});
export type PortfolioUploadMetadata = z.input<typeof ZPortfolioUploadMetadata>;
