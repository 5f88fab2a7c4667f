import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { maxImagesPerItem } from '@creators-archive/contract/entities/portfolio-item';
import {
  maxUploadBytes,
  maxUploadMegabytes,
  maxUploadRequestBytes,
  maxUploadRequestMegabytes,
} from '@creators-archive/contract/portfolio/upload-limits';
import * as getAnalytics from '@creators-archive/contract/analytics/get-analytics';
import * as addMedia from '@creators-archive/contract/portfolio/add-portfolio-media';
import * as createItem from '@creators-archive/contract/portfolio/create-portfolio-item';
import * as deleteItem from '@creators-archive/contract/portfolio/delete-portfolio-item';
import * as deleteMedia from '@creators-archive/contract/portfolio/delete-portfolio-media';
import * as findItems from '@creators-archive/contract/portfolio/find-portfolio-items';
import * as getItem from '@creators-archive/contract/portfolio/get-portfolio-item';
import * as getStats from '@creators-archive/contract/portfolio/get-portfolio-stats';
import * as reorderMedia from '@creators-archive/contract/portfolio/reorder-portfolio-media';
import * as setCover from '@creators-archive/contract/portfolio/set-cover';
import * as setProfilePicture from '@creators-archive/contract/portfolio/set-profile-picture';
import * as toggleLike from '@creators-archive/contract/portfolio/toggle-like';
import * as updateItem from '@creators-archive/contract/portfolio/update-portfolio-item';
import * as updateMedia from '@creators-archive/contract/portfolio/update-portfolio-media';
import { AppError } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { readMultipartForm } from '../../lib/multipart-form';
import { signedIn } from '../../plugins/auth';
import type { EngagementService } from './engagement.service';
import type { PortfolioMediaService } from './portfolio-media.service';
import type { PortfolioService, Upload, UploadImage } from './portfolio.service';
import { fieldProblems } from './upload-fields';

const params = getItem.ZPortfolioItemParams;

/** Who is looking, for counting views: never stored, only hashed with the day's salt. */
function viewerKey(request: FastifyRequest): string {
  return `${request.clientAddress}|${request.headers['user-agent'] ?? ''}`;
}

const multipartWords = {
  notMultipart: 'Send the image as multipart/form-data',
  fileTooLarge: `The image is larger than ${maxUploadMegabytes} MB`,
  tooManyParts: `Send at most ${maxImagesPerItem} images and ten fields`,
  filesTooLarge:
    `The images together are larger than ${maxUploadRequestMegabytes} MB: ` +
    'send fewer at once and add the others to the project',
};

/** Each field's problems from a parse of the form's text fields, beside those found already. */
function addFieldProblems(problems: Record<string, unknown>, error: z.ZodError | undefined) {
  if (!error) return;
  for (const [field, message] of Object.entries(fieldProblems(error))) problems[field] ??= message;
}

/** A new item's body: 1 to 20 files in `images`, in order, text fields beside them. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const { files, fields, problems } = await readMultipartForm(request, {
    fileField: createItem.fileField,
    maxFiles: maxImagesPerItem,
    maxTotalBytes: maxUploadRequestBytes,
    oneFileOnly: 'validation.atMost20Images',
    emptyFileIsNone: false,
    refusedNameIsTooMany: false,
    words: multipartWords,
  });
  if (files.length === 0 && !problems.images) problems.images = 'validation.imageRequired';
  const parsed = createItem.ZCreatePortfolioItemFields.safeParse(fields, { reportInput: true });
  addFieldProblems(problems, parsed.error);
  if (parsed.success) {
    // Alt texts and captions go with the files in order: one past the last file has no image.
    for (const field of ['alts', 'captions'] as const) {
      if (parsed.data[field].length > files.length) problems[field] ??= 'validation.moreEntriesThanImages';
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) throw AppError.validation(problems);
  const { alts, captions, ...itemFields } = parsed.data;
  return {
    images: files.map((data, index) => ({
      data,
      alt: alts[index] ?? null,
      caption: captions[index] ?? null,
    })),
    fields: itemFields,
  };
}

/** An image added to a project: one file in `images`, its `caption` and `alt` beside it. */
async function readAddedImage(request: FastifyRequest): Promise<UploadImage> {
  const {
    file: data,
    fields,
    problems,
  } = await readMultipartForm(request, {
    fileField: addMedia.fileField,
    oneFileOnly: 'validation.oneImagePerRequest',
    emptyFileIsNone: false,
    refusedNameIsTooMany: false,
    words: multipartWords,
  });
  if (data === undefined && !problems.images) problems.images = 'validation.imageRequired';
  const parsed = addMedia.ZAddPortfolioMediaFields.safeParse(fields, { reportInput: true });
  addFieldProblems(problems, parsed.error);
  if (Object.keys(problems).length > 0 || !parsed.success || data === undefined)
    throw AppError.validation(problems);
  return { data, caption: parsed.data.caption ?? null, alt: parsed.data.alt ?? null };
}

export const portfolioRoutes: FastifyPluginAsyncZod<{
  portfolio: PortfolioService;
  projectImages: PortfolioMediaService;
  engagement: EngagementService;
}> = async (app, { portfolio, projectImages, engagement }) => {
  // One file past the most a project holds is read, so that it is refused by name rather than
  // cut off; parts are those files and the ten fields.
  await app.register(multipart, {
    limits: {
      fileSize: maxUploadBytes,
      files: maxImagesPerItem + 1,
      fields: 10,
      fieldSize: 10_000,
      parts: maxImagesPerItem + 1 + 10,
    },
  });

  app.route({
    method: createItem.method,
    url: createItem.path,
    schema: {
      tags: ['portfolio'],
      consumes: ['multipart/form-data'],
      response: { 201: createItem.ZCreatePortfolioItemResponse },
    },
    config: { auth: 'member' },
    // Multipart bodies are read by the handler, up to the upload limit instead of the JSON one.
    bodyLimit: maxUploadRequestBytes + 1024 * 1024,
    handler: async (request, reply) => {
      const upload = await readUpload(request);
      const item = await portfolio.create(signedIn(request).userId, upload);
      return reply.status(201).send(envelope(item));
    },
  });

  app.route({
    method: addMedia.method,
    url: addMedia.path,
    schema: {
      tags: ['portfolio'],
      params,
      consumes: ['multipart/form-data'],
      response: { 201: addMedia.ZAddPortfolioMediaResponse },
    },
    config: { auth: 'member' },
    bodyLimit: maxUploadBytes + 1024 * 1024,
    handler: async (request, reply) => {
      const image = await readAddedImage(request);
      const item = await projectImages.addMedia(signedIn(request), request.params.id, image);
      return reply.status(201).send(envelope(item));
    },
  });

  app.route({
    method: updateMedia.method,
    url: updateMedia.path,
    schema: {
      tags: ['portfolio'],
      params: updateMedia.ZPortfolioMediaParams,
      body: updateMedia.ZUpdatePortfolioMediaRequest,
      response: { 200: updateMedia.ZUpdatePortfolioMediaResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(
        await projectImages.updateMedia(
          signedIn(request),
          request.params.id,
          request.params.mediaId,
          request.body,
        ),
      ),
  });

  app.route({
    method: deleteMedia.method,
    url: deleteMedia.path,
    schema: {
      tags: ['portfolio'],
      params: updateMedia.ZPortfolioMediaParams,
      response: { 200: deleteMedia.ZDeletePortfolioMediaResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await projectImages.deleteMedia(signedIn(request), request.params.id, request.params.mediaId)),
  });

  app.route({
    method: reorderMedia.method,
    url: reorderMedia.path,
    schema: {
      tags: ['portfolio'],
      params,
      body: reorderMedia.ZReorderPortfolioMediaRequest,
      response: { 200: reorderMedia.ZReorderPortfolioMediaResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await projectImages.reorderMedia(signedIn(request), request.params.id, request.body.mediaIds)),
  });

  app.route({
    method: findItems.method,
    url: findItems.path,
    schema: {
      tags: ['portfolio'],
      querystring: findItems.ZFindPortfolioItemsRequest,
      response: { 200: findItems.ZFindPortfolioItemsResponse },
    },
    config: { auth: 'optional' },
    handler: async (request) =>
      envelope(await portfolio.find(request.query, request.auth, viewerKey(request))),
  });

  app.route({
    method: getStats.method,
    url: getStats.path,
    schema: { tags: ['portfolio'], response: { 200: getStats.ZGetPortfolioStatsResponse } },
    config: { auth: 'member' },
    handler: async (request) => envelope(await engagement.stats(signedIn(request).userId)),
  });

  app.route({
    method: getItem.method,
    url: getItem.path,
    schema: { tags: ['portfolio'], params, response: { 200: getItem.ZGetPortfolioItemResponse } },
    config: { auth: 'optional' },
    handler: async (request) =>
      envelope(await portfolio.get(request.params.id, request.auth, viewerKey(request))),
  });

  app.route({
    method: updateItem.method,
    url: updateItem.path,
    schema: {
      tags: ['portfolio'],
      params,
      body: updateItem.ZUpdatePortfolioItemRequest,
      response: { 200: updateItem.ZUpdatePortfolioItemResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await portfolio.update(signedIn(request), request.params.id, request.body)),
  });

  app.route({
    method: deleteItem.method,
    url: deleteItem.path,
    schema: {
      tags: ['portfolio'],
      params,
      response: { 200: deleteItem.ZDeletePortfolioItemResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope(await portfolio.delete(signedIn(request), request.params.id)),
  });

  app.route({
    method: setCover.method,
    url: setCover.path,
    schema: { tags: ['portfolio'], params, response: { 200: setCover.ZSetCoverResponse } },
    config: { auth: 'member' },
    handler: async (request) => envelope(await portfolio.setCover(signedIn(request), request.params.id)),
  });

  app.route({
    method: setProfilePicture.method,
    url: setProfilePicture.path,
    schema: {
      tags: ['portfolio'],
      params,
      response: { 200: setProfilePicture.ZSetProfilePictureResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await portfolio.setProfilePicture(signedIn(request), request.params.id)),
  });

  app.route({
    method: toggleLike.method,
    url: toggleLike.path,
    schema: { tags: ['portfolio'], params, response: { 200: toggleLike.ZToggleLikeResponse } },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await engagement.toggleLike(signedIn(request).userId, request.params.id)),
  });

  app.route({
    method: getAnalytics.method,
    url: getAnalytics.path,
    schema: {
      tags: ['analytics'],
      querystring: getAnalytics.ZGetAnalyticsRequest,
      response: { 200: getAnalytics.ZGetAnalyticsResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await engagement.analytics(signedIn(request).userId, request.query.days)),
  });
};
