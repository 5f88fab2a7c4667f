import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxUploadBytes, maxUploadMegabytes } from '@creators-archive/contract/portfolio/upload-limits';
import * as getAnalytics from '@creators-archive/contract/analytics/get-analytics';
import * as createItem from '@creators-archive/contract/portfolio/create-portfolio-item';
import * as deleteItem from '@creators-archive/contract/portfolio/delete-portfolio-item';
import * as findItems from '@creators-archive/contract/portfolio/find-portfolio-items';
import * as getItem from '@creators-archive/contract/portfolio/get-portfolio-item';
import * as getStats from '@creators-archive/contract/portfolio/get-portfolio-stats';
import * as setCover from '@creators-archive/contract/portfolio/set-cover';
import * as setProfilePicture from '@creators-archive/contract/portfolio/set-profile-picture';
import * as toggleLike from '@creators-archive/contract/portfolio/toggle-like';
import * as updateItem from '@creators-archive/contract/portfolio/update-portfolio-item';
import { AppError } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { readMultipartForm } from '../../lib/multipart-form';
import { signedIn } from '../../plugins/auth';
import type { EngagementService } from './engagement.service';
import type { PortfolioService, Upload } from './portfolio.service';
import { fieldProblems } from './upload-fields';

const params = getItem.ZPortfolioItemParams;

/** Who is looking, for counting views: never stored, only hashed with the day's salt. */
function viewerKey(request: FastifyRequest): string {
  return `${request.clientAddress}|${request.headers['user-agent'] ?? ''}`;
}

/** The multipart body: one file in `images`, text fields beside it. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const {
    file: data,
    fields,
    problems,
  } = await readMultipartForm(request, {
    fileField: createItem.fileField,
    oneFileOnly: 'validation.oneImagePerRequest',
    emptyFileIsNone: false,
    refusedNameIsTooMany: false,
    words: {
      notMultipart: 'Send the image as multipart/form-data',
      fileTooLarge: `The image is larger than ${maxUploadMegabytes} MB`,
      tooManyParts: 'Send one image and at most ten fields',
    },
  });
  if (data === undefined && !problems.images) problems.images = 'validation.imageRequired';
  const parsed = createItem.ZCreatePortfolioItemFields.safeParse(fields, { reportInput: true });
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldProblems(parsed.error))) problems[field] ??= message;
  }
  if (Object.keys(problems).length > 0 || !parsed.success || data === undefined)
    throw AppError.validation(problems);
  return { data, fields: parsed.data };
}

export const portfolioRoutes: FastifyPluginAsyncZod<{
  portfolio: PortfolioService;
  engagement: EngagementService;
}> = async (app, { portfolio, engagement }) => {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 2, fields: 10, fieldSize: 10_000, parts: 14 },
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
    bodyLimit: maxUploadBytes + 1024 * 1024,
    handler: async (request, reply) => {
      const upload = await readUpload(request);
      const item = await portfolio.create(signedIn(request).userId, upload);
      return reply.status(201).send(envelope(item));
    },
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
