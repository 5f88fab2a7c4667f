import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as findInvoices from '@creators-archive/contract/invoices/find-invoices';
import * as getInvoicePdf from '@creators-archive/contract/invoices/get-invoice-pdf';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { InvoicesService } from './invoices.service';

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
    handler: async (request, reply) => {
      const { filename, bytes } = await invoices.pdf(signedIn(request).userId, request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  });
};
