import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorReason, type ErrorEnvelope } from '@creators-archive/contract';
import type { Locale } from '@creators-archive/i18n';
import { isDatabaseUnavailable } from '../db/query-errors';
import { localizedError, retryAfterSecondsOf } from '../i18n/error-messages';
import { localeOfRequest, translatorFor } from '../i18n/translate';
import { issueMessage } from '../i18n/validation-messages';
import { AppError } from '../lib/app-error';
import { StorageUnavailable } from '../media/storage';
import { PaymentProviderRefused, PaymentProviderUnavailable } from '../payments/provider';
import { errorPageHtml } from './error-page';
import { notPages } from './page-paths';
import { addSecurityHeaders } from './security';
import { reasonError } from '../i18n/error-messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Methods registered for a concrete URL, to tell 405 from 404. */
    allowedMethods(url: string): string[];
    replyNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

/** Fastify's own error codes that the contract names. */
const frameworkErrors: Record<string, { status: number; reason: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    reason: ErrorReason.payloadTooLarge,
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    reason: ErrorReason.unsupportedMediaType,
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    reason: ErrorReason.malformedJson,
    message: 'The request body is empty but its content type says JSON',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    reason: ErrorReason.malformedJson,
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    reason: ErrorReason.badRequest,
    message: 'The request body does not match its Content-Length',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    reason: ErrorReason.malformedUrl,
    message: 'The address is not valid: part of it is wrongly percent-encoded',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    reason: ErrorReason.uriTooLong,
    message: 'Part of the address is too long',
  },
};

/** The catalogue's reason for a client error nobody named more closely. */
const reasonForStatus: Record<number, string> = {
  404: ErrorReason.notFound,
  405: ErrorReason.methodNotAllowed,
  413: ErrorReason.payloadTooLarge,
  415: ErrorReason.unsupportedMediaType,
  429: ErrorReason.rateLimited,
};

export function errorEnvelope(
  status: number,
  message: string,
  details: Record<string, unknown>,
): ErrorEnvelope {
  return { success: false, error: { code: status, message, details } };
}

/** The value at a JSON pointer (`/prices/0/amount`) of what a request sent, if there is one. */
function valueAt(sent: unknown, pointer: string): unknown {
  let value = sent;
  for (const key of pointer.split('/').filter(Boolean)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function toAppError(error: FastifyError | AppError, request: FastifyRequest, locale: Locale): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    const sent = {
      body: request.body,
      querystring: request.query,
      params: request.params,
      headers: request.headers,
    }[context];
    const unknownField = translatorFor(locale)('validation.unknownField');
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const parent = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // A strict object reports its unknown keys on the object itself; name each key instead.
      const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
      if (Array.isArray(unknownKeys)) {
        for (const key of unknownKeys) fields[parent ? `${parent}.${key}` : String(key)] ??= unknownField;
        continue;
      }
      fields[parent || context] ??= issueMessage(issue, valueAt(sent, issue.instancePath), locale);
    }
    return AppError.validation(fields);
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return new AppError(known.status, known.reason, known.message);
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError(400, ErrorReason.malformedJson, 'The request body is not valid JSON');
  }
  if (isDatabaseUnavailable(error)) {
    return reasonError(503, ErrorReason.databaseUnavailable);
  }
  if (error instanceof StorageUnavailable) {
    return reasonError(503, ErrorReason.storageUnavailable);
  }
  if (error instanceof PaymentProviderUnavailable) {
    return new AppError(503, ErrorReason.paymentProviderUnavailable, error.message);
  }
  if (error instanceof PaymentProviderRefused) {
    // The provider's own words (a wrong key, say) are for the log, not for the member.
    return reasonError(502, ErrorReason.paymentProviderRefused);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new AppError(
      status,
      reasonForStatus[status] ?? ErrorReason.badRequest,
      'The request could not be read',
    );
  }
  return reasonError(500, ErrorReason.internal, { requestId: request.id });
}

/** A page of the web app, reached through the fallback route: a browser is waiting for HTML. */
function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && request.is404 && !notPages.test(request.url)
  );
}

/** Adds `name` to the reply's Vary header, keeping what it names already. */
function varyOn(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!current.some((entry) => entry.toLowerCase() === name.toLowerCase())) {
    reply.header('Vary', [...current, name].join(', '));
  }
}

/**
 * Answers the error's envelope in the language the request asks for (see i18n/error-messages.ts),
 * saying so in Vary: a public list's error is as cacheable as the list.
 */
function sendEnvelope(reply: FastifyReply, appError: AppError, locale: Locale): FastifyReply {
  const { message, details } = localizedError(appError, locale);
  varyOn(reply, 'Accept-Language');
  return reply
    .status(appError.status)
    .send(errorEnvelope(appError.status, message, { reason: appError.reason, ...details }));
}

/**
 * Answers any error in the envelope (a page route: an HTML page). Also Fastify's
 * `frameworkErrors`: a malformed or over-long URL fails before routing, where the error handler
 * is not reached.
 */
export function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOfRequest(request.headers);
  const appError = toAppError(error, request, locale);
  // Before routing no hook runs, the security plugin's included.
  addSecurityHeaders(request, reply);
  if (appError.status >= 500) {
    request.log.error({ err: error, requestId: request.id }, 'request failed');
  }
  if (appError.status === 429 && !reply.hasHeader('retry-after')) {
    reply.header('Retry-After', String(retryAfterSecondsOf(appError.details)));
  }
  if (isPageRequest(request)) {
    return reply
      .status(appError.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(errorPageHtml(appError.status, request.id));
  }
  return sendEnvelope(reply, appError, locale);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const apiPathPattern = /^\/v1(\/|$)/;

/** HEAD mirrors GET, and CORS answers OPTIONS on every path: neither makes a path exist. */
const implicitMethods = new Set(['HEAD', 'OPTIONS']);

export default fp(
  async (app: FastifyInstance) => {
    const routes: { pattern: RegExp; method: string }[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const source = route.url
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegExp(segment),
        )
        .join('/');
      for (const method of methods) routes.push({ pattern: new RegExp(`^${source}/?$`), method });
    });

    app.decorate('allowedMethods', (url: string) => {
      const pathname = url.split('?')[0] ?? url;
      return [
        ...new Set(routes.filter((route) => route.pattern.test(pathname)).map((route) => route.method)),
      ];
    });

    app.decorate('replyNotFound', (request: FastifyRequest, reply: FastifyReply) => {
      const locale = localeOfRequest(request.headers);
      const allowed = app.allowedMethods(request.url).filter((method) => !implicitMethods.has(method));
      if (allowed.length > 0 && apiPathPattern.test(request.url)) {
        const notAllowed = new AppError(
          405,
          ErrorReason.methodNotAllowed,
          `${request.method} is not allowed here; use ${allowed.join(' or ')}`,
        );
        return sendEnvelope(reply.header('Allow', allowed.join(', ')), notAllowed, locale);
      }
      const notFound = reasonError(404, ErrorReason.notFound, {
        path: request.url.split('?')[0],
      });
      return sendEnvelope(reply, notFound, locale);
    });

    app.setErrorHandler(sendError);
  },
  { name: 'errors' },
);
