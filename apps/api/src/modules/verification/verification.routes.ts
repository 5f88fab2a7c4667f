import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as approveRequest from '@creators-archive/contract/admin/approve-verification-request';
import * as findRequests from '@creators-archive/contract/admin/find-verification-requests';
import * as getDocument from '@creators-archive/contract/admin/get-verification-document';
import * as getRequest from '@creators-archive/contract/admin/get-verification-request';
import * as rejectRequest from '@creators-archive/contract/admin/reject-verification-request';
import * as revokeVerification from '@creators-archive/contract/admin/revoke-verification';
import * as createRequest from '@creators-archive/contract/verification/create-verification-request';
import * as getMine from '@creators-archive/contract/verification/get-my-verification';
import { VERIFICATION_DOCUMENT_MAX_MEGABYTES } from '@creators-archive/contract/verification/verification-request';
import * as withdrawRequest from '@creators-archive/contract/verification/withdraw-verification-request';
import { FieldIssue } from '../../i18n/validation-messages';
import { AppError } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { readMultipartForm } from '../../lib/multipart-form';
import { signedIn } from '../../plugins/auth';
import { auditActorOf } from '../audit';
import { sniffDocumentType } from './document-type';
import type { Application, VerificationService } from './verification.service';

const maxDocumentBytes = VERIFICATION_DOCUMENT_MAX_MEGABYTES * 1024 * 1024;

/** The multipart body: `statement`, `links` (a JSON array string) and an optional `document` file. */
async function readApplication(request: FastifyRequest): Promise<Application> {
  const {
    file: data,
    fields,
    problems,
  } = await readMultipartForm(request, {
    fileField: createRequest.documentField,
    oneFileOnly: 'validation.oneDocument',
    emptyFileIsNone: true,
    refusedNameIsTooMany: true,
    words: {
      notMultipart: 'Send the application as multipart/form-data',
      fileTooLarge: `The document is larger than ${VERIFICATION_DOCUMENT_MAX_MEGABYTES} MB`,
      tooManyParts: 'Send one document and at most two fields',
    },
  });
  // The bytes say what the file is; its name and declared type are not trusted.
  const contentType = data ? sniffDocumentType(data) : undefined;
  if (data && !contentType) problems.document ??= 'validation.documentType';
  const parsed = createRequest.ZCreateVerificationRequestFields.strict().safeParse(fields, {
    reportInput: true,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) problems[key] ??= 'validation.unknownField';
      } else {
        problems[issue.path.map(String).join('.') || 'body'] ??= new FieldIssue(issue);
      }
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) throw AppError.validation(problems);
  return {
    statement: parsed.data.statement,
    links: parsed.data.links,
    document: data && contentType ? { data, contentType } : undefined,
  };
}

/** Members apply and withdraw; admins review and decide; the document opens through a signed link. */
export const verificationRoutes: FastifyPluginAsyncZod<{ verification: VerificationService }> = async (
  app,
  { verification },
) => {
  await app.register(multipart, {
    limits: { fileSize: maxDocumentBytes, files: 2, fields: 5, fieldSize: 20_000, parts: 8 },
  });

  app.route({
    method: getMine.method,
    url: getMine.path,
    schema: { tags: ['verification'], response: { 200: getMine.ZGetMyVerificationResponse } },
    config: { auth: 'member' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await verification.mine(signedIn(request).userId));
    },
  });

  app.route({
    method: createRequest.method,
    url: createRequest.path,
    schema: {
      tags: ['verification'],
      consumes: ['multipart/form-data'],
      response: { 201: createRequest.ZCreateVerificationRequestResponse },
    },
    config: { auth: 'member' },
    bodyLimit: maxDocumentBytes + 1024 * 1024,
    handler: async (request, reply) => {
      const userId = signedIn(request).userId;
      const application = await readApplication(request);
      return reply.status(201).send(envelope(await verification.apply(userId, application)));
    },
  });

  app.route({
    method: withdrawRequest.method,
    url: withdrawRequest.path,
    schema: {
      tags: ['verification'],
      params: withdrawRequest.ZVerificationRequestParams,
      response: { 200: withdrawRequest.ZWithdrawVerificationRequestResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await verification.withdraw(signedIn(request).userId, request.params.id)),
  });

  app.route({
    method: findRequests.method,
    url: findRequests.path,
    schema: {
      tags: ['admin'],
      querystring: findRequests.ZFindVerificationRequestsQuery,
      response: { 200: findRequests.ZFindVerificationRequestsResponse },
    },
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await verification.queue(request.query));
    },
  });

  app.route({
    method: getRequest.method,
    url: getRequest.path,
    schema: {
      tags: ['admin'],
      params: getRequest.ZAdminVerificationParams,
      response: { 200: getRequest.ZGetVerificationRequestResponse },
    },
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await verification.review(request.params.id));
    },
  });

  app.route({
    method: approveRequest.method,
    url: approveRequest.path,
    schema: {
      tags: ['admin'],
      params: approveRequest.ZAdminVerificationParams,
      response: { 200: approveRequest.ZApproveVerificationRequestResponse },
    },
    config: { auth: 'admin' },
    handler: async (request) => {
      const approved = await verification.approve(auditActorOf(request), request.params.id);
      // The badge shows on the directory's cards at once, not after the public cache's seconds.
      app.dropPublicCache();
      return envelope(approved);
    },
  });

  app.route({
    method: rejectRequest.method,
    url: rejectRequest.path,
    schema: {
      tags: ['admin'],
      params: rejectRequest.ZAdminVerificationParams,
      body: rejectRequest.ZDecisionReason,
      response: { 200: rejectRequest.ZRejectVerificationRequestResponse },
    },
    config: { auth: 'admin' },
    handler: async (request) =>
      envelope(await verification.reject(auditActorOf(request), request.params.id, request.body.reason)),
  });

  app.route({
    method: revokeVerification.method,
    url: revokeVerification.path,
    schema: {
      tags: ['admin'],
      params: revokeVerification.ZMemberParams,
      body: revokeVerification.ZDecisionReason,
      response: { 200: revokeVerification.ZRevokeVerificationResponse },
    },
    config: { auth: 'admin' },
    handler: async (request) => {
      const revoked = await verification.revoke(
        auditActorOf(request),
        request.params.id,
        request.body.reason,
      );
      app.dropPublicCache();
      return envelope(revoked);
    },
  });

  app.route({
    method: getDocument.method,
    url: getDocument.path,
    schema: { tags: ['admin'], params: getDocument.ZDocumentLinkParams },
    // The signed link is the credential: an admin opens it in a new tab, without the bearer token.
    config: { auth: 'none' },
    handler: async (request, reply) => {
      const file = await verification.openDocument(request.params.token);
      reply
        .header('Cache-Control', 'no-store')
        // An image is shown in the tab; Chrome's PDF viewer will not run inside the sandbox below,
        // so a PDF is saved and opened outside the product instead.
        .header(
          'Content-Disposition',
          file.contentType === 'application/pdf'
            ? 'attachment; filename="verification-document.pdf"'
            : 'inline',
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; object-src 'self'")
        .header('Referrer-Policy', 'no-referrer')
        .type(file.contentType);
      if (file.size !== undefined) reply.header('Content-Length', file.size);
      return reply.send(file.body);
    },
  });
};
