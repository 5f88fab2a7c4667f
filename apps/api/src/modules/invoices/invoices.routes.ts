import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findInvoices from '@creators-archive/contract/invoices/find-invoices';
import * as getBillingDetails from '@creators-archive/contract/invoices/get-billing-details';
import * as getCreditNotePdf from '@creators-archive/contract/invoices/get-credit-note-pdf';
import * as getInvoicePdf from '@creators-archive/contract/invoices/get-invoice-pdf';
import * as updateBillingDetails from '@creators-archive/contract/invoices/update-billing-details';
import type { FastifyReply } from 'fastify';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { InvoicesService } from './invoices.service';

const sendPdf = (reply: FastifyReply, { filename, bytes }: { filename: string; bytes: Buffer }) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(bytes);

export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.route({
    method: findInvoices.method,
    url: findInvoices.path,
    schema: { tags: ['invoices'], response: { 200: findInvoices.ZFindInvoicesResponse } },
    config: { auth: 'member' },
    handler: async (request) => envelope(await invoices.list(signedIn(request).userId)),
  });

  app.route({
    method: getInvoicePdf.method,
    url: getInvoicePdf.path,
    schema: { tags: ['invoices'], params: getInvoicePdf.ZInvoiceParams },
    config: { auth: 'member' },
    handler: async (request, reply) =>
      sendPdf(reply, await invoices.pdf(signedIn(request).userId, request.params.id)),
  });

  app.route({
    method: getCreditNotePdf.method,
    url: getCreditNotePdf.path,
    schema: { tags: ['invoices'], params: getCreditNotePdf.ZCreditNoteParams },
    config: { auth: 'member' },
    handler: async (request, reply) =>
      sendPdf(reply, await invoices.creditNotePdf(signedIn(request).userId, request.params.id)),
  });

  app.route({
    method: getBillingDetails.method,
    url: getBillingDetails.path,
    schema: { tags: ['invoices'], response: { 200: getBillingDetails.ZGetBillingDetailsResponse } },
    config: { auth: 'member' },
    handler: async (request) => envelope(await invoices.billingDetails(signedIn(request).userId)),
  });

  app.route({
    method: updateBillingDetails.method,
    url: updateBillingDetails.path,
    schema: {
      tags: ['invoices'],
      body: updateBillingDetails.ZBillingDetailsRequest,
      response: { 200: updateBillingDetails.ZUpdateBillingDetailsResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await invoices.saveBillingDetails(signedIn(request).userId, request.body)),
  });
};
