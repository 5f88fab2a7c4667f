import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Server as TusServer } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorReason } from '@creators-archive/contract';
import * as createUpload from '@creators-archive/contract/portfolio/create-portfolio-upload';
import { maxUploadBytes } from '@creators-archive/contract/portfolio/upload-limits';
import { AppError } from '../../lib/app-error';
import { signedIn } from '../../plugins/auth';
import type { ResumableUploadsService } from './resumable-uploads.service';
import type { PortfolioUploadStore } from './upload-store';
import { reasonError } from '../../i18n/error-messages';

const ZUploadId = z.guid();

/** The envelope's reason for each refusal tus itself answers; its own text becomes the message. */
const reasonOfTusStatus: Record<number, string> = {
  404: ErrorReason.notFound,
  409: ErrorReason.uploadOffsetConflict,
  410: ErrorReason.notFound,
  413: ErrorReason.payloadTooLarge,
  415: ErrorReason.unsupportedMediaType,
};

/** tus's own refusal as an AppError, so the one error handler answers it in the envelope. */
function tusRefusal(status: number, text: string): AppError {
  const message = text.trim() || 'The upload request could not be read';
  // tus answers 501 for extensions it lacks (concatenation): for the client, a request it must not repeat.
  if (status === 501) return new AppError(400, ErrorReason.badRequest, message);
  if (status >= 500) return reasonError(500, ErrorReason.internal);
  return new AppError(status, reasonOfTusStatus[status] ?? ErrorReason.badRequest, message);
}

/** Headers of tus's answer the API answers with itself (CORS, by its own policy) or Fastify sets. */
const notPassedOn = /^(access-control-|content-length$|content-type$)/i;

/**
 * The tus protocol under /v1, handed to tus's own server (@tus/server): these routes only bring
 * the API's sign-in, ownership and error envelope to it. Routes, not tus, check the bearer token
 * (the auth plugin, as on every member route) and that the upload is the caller's; tus's hooks
 * call the service for the product's rules. Left out of the OpenAPI document, which describes JSON
 * endpoints: the contract's `create-portfolio-upload.ts` describes this one.
 */
export const resumableUploadRoutes: FastifyPluginAsync<{
  uploads: ResumableUploadsService;
  /** Where partial uploads are kept. */
  store: PortfolioUploadStore;
}> = async (app, { uploads, store }) => {
  /** Each tus request's caller, from the route that handed the request over. */
  const callers = new WeakMap<Request, string>();
  /** The product's refusal behind a tus error answer, answered in the envelope instead. */
  const refusals = new WeakMap<Request, Error>();
  const callerOf = (request: Request): string => {
    const userId = callers.get(request);
    if (!userId) throw AppError.unauthenticated();
    return userId;
  };

  const tus = new TusServer({
    path: createUpload.path,
    datastore: store,
    maxSize: maxUploadBytes,
    relativeLocation: true,
    // The upload's id becomes its item's id: completing it twice finds the item made the first time.
    namingFunction: () => randomUUID(),
    disableTerminationForFinishedUploads: true,
    onUploadCreate: async (request, upload) => ({
      metadata: await uploads.start(callerOf(request), upload.id, upload.size, upload.metadata),
    }),
    onUploadFinish: async (request, upload) => ({
      headers: { [createUpload.itemIdHeader]: await uploads.finish(callerOf(request), upload) },
    }),
    onResponseError: (request, error) => {
      if (error instanceof Error) refusals.set(request, error);
      return undefined;
    },
  });

  // Every tus answer carries the protocol's version, refusals included (a missing sign-in too).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Tus-Resumable', createUpload.tusVersion);
  });

  // The bytes of a PATCH (or of a POST that carries the first ones) are tus's to read, as they come.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  /**
   * A PATCH whose offset is not the upload's is refused at once, before its body is read, and its
   * connection closed once the answer is out. Chromium sends a request again on a new connection
   * when the reused one it went out on fails, so a PATCH cut by the network comes back whole with
   * the offset it started from. tus would first wait for the upload's lock, which the cut request
   * may hold until tus's drain time (3 s) ends it, as the server hears nothing when a phone drops
   * off; the browser goes on sending the stale body all that time, and a proxy in between takes it
   * whole. A client sends its body to the end before it reads an answer, so only a closed
   * connection stops it; the few bytes already in are never read.
   */
  async function refuseStalePatch(request: FastifyRequest, reply: FastifyReply, uploadId: string) {
    const header = request.headers['upload-offset'];
    // A missing or malformed offset, like a missing upload, is tus's to refuse.
    if (typeof header !== 'string' || !/^\d{1,15}$/.test(header)) return;
    const sent = Number(header);
    const held = await store.getUpload(uploadId).then(
      (upload) => upload.offset,
      () => undefined,
    );
    if (held === undefined || sent === held) return;
    reply.header('Connection', 'close');
    reply.raw.once('finish', () => request.raw.socket.destroy());
    throw new AppError(
      409,
      ErrorReason.uploadOffsetConflict,
      `The upload holds ${held} bytes, not ${sent}; ask with HEAD, then resume from there.`,
    );
  }

  async function handOver(request: FastifyRequest, reply: FastifyReply, uploadId?: string) {
    const { userId } = signedIn(request);
    if (uploadId !== undefined && (await uploads.ownerOf(uploadId)) !== userId) {
      // Another member's upload is answered as no upload at all: its id reveals nothing.
      throw new AppError(404, ErrorReason.notFound, 'There is no such upload');
    }
    if (request.method === 'PATCH' && uploadId !== undefined) {
      await refuseStalePatch(request, reply, uploadId);
    }
    const tusRequest = toTusRequest(request, reply);
    callers.set(tusRequest, userId);
    const answer = await tus.handleWeb(tusRequest);
    answer.headers.forEach((value, name) => {
      if (!notPassedOn.test(name)) reply.header(name, value);
    });
    if (answer.status >= 400) {
      if (request.raw.destroyed && !request.raw.complete) {
        // The client went away mid-request: what arrived is kept; nobody reads this answer.
        throw new AppError(400, ErrorReason.badRequest, 'The connection closed before the request ended');
      }
      throw refusals.get(tusRequest) ?? tusRefusal(answer.status, await answer.text());
    }
    if (request.method === 'DELETE' && uploadId !== undefined) await uploads.abandoned(uploadId);
    if (request.method === 'HEAD' && uploadId !== undefined) {
      const itemId = await uploads.finishIfComplete(userId, uploadId);
      if (itemId) reply.header(createUpload.itemIdHeader, itemId);
    }
    return reply.status(answer.status).send();
  }

  const routeOptions = {
    schema: { hide: true },
    config: { auth: 'member' as const },
    // tus reads the body itself and holds it to the upload limit.
    bodyLimit: maxUploadBytes + 1024 * 1024,
  };

  app.route({
    ...routeOptions,
    method: createUpload.method,
    url: createUpload.path,
    handler: (request, reply) => handOver(request, reply),
  });

  app.route({
    ...routeOptions,
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: createUpload.uploadPath,
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!ZUploadId.safeParse(id).success) {
        throw new AppError(404, ErrorReason.notFound, 'There is no such upload');
      }
      return handOver(request, reply, id);
    },
  });
};

/**
 * The request as tus's server reads it: a web Request whose body streams from the socket. The
 * Node request goes along, as tus's own Node adapter passes it, so that a client that drops the
 * connection ends the write cleanly, keeping every byte that arrived.
 */
function toTusRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const carriesBytes = request.headers['content-type'] === 'application/offset+octet-stream';
  const url = new URL(request.url.split('?')[0] ?? '/', 'http://upload.invalid');
  const tusRequest = new Request(url, {
    method: request.method,
    headers,
    ...(carriesBytes && {
      body: Readable.toWeb(request.raw) as unknown as ReadableStream<Uint8Array>,
      duplex: 'half',
    }),
  });
  return Object.assign(tusRequest, { runtime: { node: { req: request.raw, res: reply.raw } } });
}
