import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as cancelSubscription from '@creators-archive/contract/subscriptions/cancel-subscription';
import * as findTransactions from '@creators-archive/contract/subscriptions/find-transactions';
import * as getMySubscription from '@creators-archive/contract/subscriptions/get-my-subscription';
import * as joinWaitlist from '@creators-archive/contract/subscriptions/join-waitlist';
import * as reactivateSubscription from '@creators-archive/contract/subscriptions/reactivate-subscription';
import * as startCheckout from '@creators-archive/contract/subscriptions/start-checkout';
import * as verifyPayment from '@creators-archive/contract/subscriptions/verify-payment';
import * as createPaymentMethod from '@creators-archive/contract/payment-methods/create-payment-method';
import * as deletePaymentMethod from '@creators-archive/contract/payment-methods/delete-payment-method';
import * as findPaymentMethods from '@creators-archive/contract/payment-methods/find-payment-methods';
import * as setDefaultPaymentMethod from '@creators-archive/contract/payment-methods/set-default-payment-method';
import { localeOfRequest } from '../../i18n/translate';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { CheckoutService } from './checkout.service';
import type { Idempotency } from './idempotency';
import type { PaymentMethodsService } from './payment-methods.service';
import type { SubscriptionsService } from './subscriptions.service';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  subscriptions: SubscriptionsService;
  paymentMethods: PaymentMethodsService;
  idempotency: Idempotency;
  startRateLimit: number;
}> = async (app, { checkout, subscriptions, paymentMethods, idempotency, startRateLimit }) => {
  app.route({
    method: joinWaitlist.method,
    url: joinWaitlist.path,
    schema: {
      tags: ['subscriptions'],
      body: joinWaitlist.ZJoinWaitlistRequest,
      response: { 200: joinWaitlist.ZJoinWaitlistResponse },
    },
    // A visitor's checkout hashes a password and opens a provider checkout: held to the sign-in budget.
    config: { auth: 'optional', rateLimit: { max: startRateLimit, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { planId, currency, discountCode, email, fullName, phone, password } = request.body;
      return envelope(
        await idempotency.run(request, () =>
          checkout.startJoin(
            { planId, currency, discountCode },
            request.auth?.userId,
            {
              email,
              fullName,
              phone,
              password,
              locale: localeOfRequest(request.headers),
            },
            request.clientAddress,
          ),
        ),
      );
    },
  });

  app.route({
    method: startCheckout.method,
    url: startCheckout.path,
    schema: {
      tags: ['subscriptions'],
      body: startCheckout.ZStartCheckoutRequest,
      response: { 200: startCheckout.ZStartCheckoutResponse },
    },
    config: { auth: 'member', rateLimit: { max: startRateLimit, timeWindow: '1 minute' } },
    handler: async (request) =>
      envelope(
        await idempotency.run(request, () =>
          checkout.startCheckout(signedIn(request).userId, request.body, request.clientAddress),
        ),
      ),
  });

  app.route({
    method: verifyPayment.method,
    url: verifyPayment.path,
    schema: {
      tags: ['subscriptions'],
      params: verifyPayment.ZVerifyPaymentParams,
      response: { 200: verifyPayment.ZVerifyPaymentResponse },
    },
    config: { auth: 'optional' },
    handler: async (request, reply) => {
      const claim = request.headers[verifyPayment.checkoutClaimHeader];
      reply.header('Cache-Control', 'no-store');
      return envelope(
        await checkout.verify(
          request.params.ref,
          request.auth?.userId,
          typeof claim === 'string' ? claim : undefined,
          request.headers['user-agent'],
        ),
      );
    },
  });

  app.route({
    method: getMySubscription.method,
    url: getMySubscription.path,
    schema: { tags: ['subscriptions'], response: { 200: getMySubscription.ZGetMySubscriptionResponse } },
    config: { auth: 'member' },
    handler: async (request) => envelope(await subscriptions.getMine(signedIn(request).userId)),
  });

  app.route({
    method: cancelSubscription.method,
    url: cancelSubscription.path,
    schema: { tags: ['subscriptions'], response: { 200: cancelSubscription.ZCancelSubscriptionResponse } },
    config: { auth: 'member' },
    handler: async (request) => envelope(await subscriptions.cancel(signedIn(request).userId)),
  });

  app.route({
    method: reactivateSubscription.method,
    url: reactivateSubscription.path,
    schema: {
      tags: ['subscriptions'],
      response: { 200: reactivateSubscription.ZReactivateSubscriptionResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope(await subscriptions.reactivate(signedIn(request).userId)),
  });

  app.route({
    method: findTransactions.method,
    url: findTransactions.path,
    schema: { tags: ['subscriptions'], response: { 200: findTransactions.ZFindTransactionsResponse } },
    config: { auth: 'member' },
    // The descriptions are in the page's language, which the web sends as Accept-Language.
    handler: async (request) =>
      envelope(await subscriptions.transactions(signedIn(request).userId, localeOfRequest(request.headers))),
  });

  app.route({
    method: findPaymentMethods.method,
    url: findPaymentMethods.path,
    schema: { tags: ['payment-methods'], response: { 200: findPaymentMethods.ZFindPaymentMethodsResponse } },
    config: { auth: 'member' },
    handler: async (request) => envelope(await paymentMethods.list(signedIn(request).userId)),
  });

  app.route({
    method: createPaymentMethod.method,
    url: createPaymentMethod.path,
    schema: {
      tags: ['payment-methods'],
      body: createPaymentMethod.ZCreatePaymentMethodRequest,
      response: { 200: createPaymentMethod.ZCreatePaymentMethodResponse },
    },
    config: { auth: 'member', rateLimit: { max: startRateLimit, timeWindow: '1 minute' } },
    handler: async (request) =>
      envelope(
        await idempotency.run(request, () =>
          checkout.startCardCheck(signedIn(request).userId, request.body.currency, request.clientAddress),
        ),
      ),
  });

  app.route({
    method: setDefaultPaymentMethod.method,
    url: setDefaultPaymentMethod.path,
    schema: {
      tags: ['payment-methods'],
      params: setDefaultPaymentMethod.ZPaymentMethodParams,
      response: { 200: setDefaultPaymentMethod.ZSetDefaultPaymentMethodResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await paymentMethods.makeDefault(signedIn(request).userId, request.params.id)),
  });

  app.route({
    method: deletePaymentMethod.method,
    url: deletePaymentMethod.path,
    schema: {
      tags: ['payment-methods'],
      params: deletePaymentMethod.ZPaymentMethodParams,
      response: { 200: deletePaymentMethod.ZDeletePaymentMethodResponse },
    },
    config: { auth: 'member' },
    handler: async (request) =>
      envelope(await paymentMethods.remove(signedIn(request).userId, request.params.id)),
  });
};
