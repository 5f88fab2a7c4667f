import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findInquiries from '@creators-archive/contract/inquiries/find-inquiries';
import * as getInquiryForm from '@creators-archive/contract/inquiries/get-inquiry-form';
import * as openWhatsapp from '@creators-archive/contract/inquiries/open-whatsapp';
import * as sendInquiry from '@creators-archive/contract/inquiries/send-inquiry';
import * as updateInquiry from '@creators-archive/contract/inquiries/update-inquiry';
import { localeOfRequest } from '../../i18n/translate';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { InquiriesService } from './inquiries.service';

/** Redirects to WhatsApp per client address per hour: more than a person opens, fewer than a scraper wants. */
const WHATSAPP_OPENS_PER_HOUR = 30;

export const inquiriesRoutes: FastifyPluginAsyncZod<{ inquiries: InquiriesService }> = async (
  app,
  { inquiries },
) => {
  app.route({
    method: getInquiryForm.method,
    url: getInquiryForm.path,
    schema: {
      tags: ['inquiries'],
      params: getInquiryForm.ZGetInquiryFormParams,
      response: { 200: getInquiryForm.ZGetInquiryFormResponse },
    },
    config: { auth: 'optional' },
    handler: async (request, reply) => {
      // Each form's token is its own moment: never a cached one.
      void reply.header('cache-control', 'no-store');
      return envelope(await inquiries.form(request.params.id));
    },
  });

  app.route({
    method: sendInquiry.method,
    url: sendInquiry.path,
    schema: {
      tags: ['inquiries'],
      params: sendInquiry.ZSendInquiryParams,
      body: sendInquiry.ZSendInquiryRequest,
      response: { 202: sendInquiry.ZSendInquiryResponse },
    },
    config: { auth: 'optional' },
    handler: async (request, reply) => {
      await inquiries.send(request.params.id, request.body, {
        clientAddress: request.clientAddress,
        userId: request.auth?.userId,
      });
      return reply.status(202).send(envelope({ received: true }));
    },
  });

  app.route({
    method: findInquiries.method,
    url: findInquiries.path,
    schema: {
      tags: ['inquiries'],
      querystring: findInquiries.ZFindInquiriesRequest,
      response: { 200: findInquiries.ZFindInquiriesResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope(await inquiries.inbox(signedIn(request).userId, request.query)),
  });

  app.route({
    method: updateInquiry.method,
    url: updateInquiry.path,
    schema: {
      tags: ['inquiries'],
      params: updateInquiry.ZUpdateInquiryParams,
      body: updateInquiry.ZUpdateInquiryRequest,
      response: { 200: updateInquiry.ZUpdateInquiryResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await inquiries.setStatus(signedIn(request).userId, request.params.id, request.body.status)),
  });

  app.route({
    method: openWhatsapp.method,
    url: openWhatsapp.path,
    schema: {
      tags: ['inquiries'],
      params: openWhatsapp.ZOpenWhatsappParams,
      querystring: openWhatsapp.ZOpenWhatsappQuery,
    },
    config: { auth: 'optional', rateLimit: { max: WHATSAPP_OPENS_PER_HOUR, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      const link = await inquiries.whatsappLink(
        request.params.id,
        request.query.item,
        request.query.lang ?? localeOfRequest(request.headers),
      );
      // The number is the designer's: no cache keeps the answer, no search engine follows it.
      void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
      return reply.redirect(link, 302);
    },
  });
};
