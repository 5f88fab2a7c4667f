import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReason } from '@creators-archive/contract';
import { rememberedLocaleIn, type Locale } from '@creators-archive/i18n';
import { localeOfRequest } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { isPaymentReference, paymentChannels } from '../../payments/provider';
import { sandboxCheckoutPath, type SandboxProvider } from '../../payments/sandbox';
import { expiredCheckoutHtml, sandboxCheckoutHtml, unknownCheckoutHtml } from './sandbox-checkout-page';

const ZCheckoutParams = z.object({
  reference: z.string().refine(isPaymentReference, 'Not a payment reference'),
});

const ZCheckoutOutcome = z.object({
  outcome: z.enum(['success', 'failed']),
  channel: z.enum(paymentChannels).default('card'),
});

/** A browser following a link asks for HTML; a script or test asking for JSON gets the envelope. */
function wantsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

/** The browser's language, as the web's pages choose it: its remembered choice, else Accept-Language. */
function preferredLocale(request: FastifyRequest): Locale {
  return rememberedLocaleIn(request.headers.cookie) ?? localeOfRequest(request.headers);
}

/** A reference never issued, or a checkout past its end that was never paid: neither can be paid here. */
function notFound(request: FastifyRequest, reply: FastifyReply, locale: Locale, expired = false) {
  if (!wantsHtml(request)) {
    throw new AppError(
      404,
      ErrorReason.notFound,
      expired ? 'This sandbox checkout has expired' : 'No sandbox payment has this reference',
    );
  }
  return reply
    .status(404)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(expired ? expiredCheckoutHtml(locale) : unknownCheckoutHtml(locale));
}

/**
 * The sandbox provider's hosted checkout page and the form it posts. The page is in its buyer's
 * language, as their e-mails are: a visitor's, kept with their registration; a member's setting.
 * The form arrives form-encoded from a browser or as JSON from a test; no other route reads form
 * bodies.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxProvider;
  /** The language of the buyer of the payment with this reference, when it is ours and says one. */
  buyerLocale: (reference: string) => Promise<Locale | undefined>;
}> = async (app, { sandbox, buyerLocale }) => {
  /** The buyer's language, else the browser's. */
  const pageLocale = async (request: FastifyRequest, reference: string): Promise<Locale> =>
    (await buyerLocale(reference)) ?? preferredLocale(request);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.route({
    method: 'GET',
    url: `${sandboxCheckoutPath}/:reference`,
    schema: { tags: ['payments'], params: ZCheckoutParams },
    config: { auth: 'none' },
    handler: async (request, reply) => {
      const checkout = await sandbox.checkout(request.params.reference);
      const locale = await pageLocale(request, request.params.reference);
      if (!checkout || checkout.expired) return notFound(request, reply, locale, checkout?.expired);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(sandboxCheckoutHtml(checkout, `${sandboxCheckoutPath}/${checkout.reference}`, locale));
    },
  });

  app.route({
    method: 'POST',
    url: `${sandboxCheckoutPath}/:reference`,
    schema: { tags: ['payments'], params: ZCheckoutParams, body: ZCheckoutOutcome },
    config: { auth: 'none' },
    handler: async (request, reply) => {
      const { outcome, channel } = request.body;
      const completed = await sandbox.complete(request.params.reference, outcome, channel);
      if (completed === 'channel_not_offered') {
        throw AppError.validation({ channel: 'validation.paymentChannelNotOffered' });
      }
      if (!completed || completed === 'expired') {
        return notFound(
          request,
          reply,
          await pageLocale(request, request.params.reference),
          completed === 'expired',
        );
      }
      return reply.header('Cache-Control', 'no-store').redirect(completed.redirectTo, 303);
    },
  });
};
