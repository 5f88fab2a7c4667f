import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as decideBooking from '@creators-archive/contract/admin/decide-booking';
import * as findBookings from '@creators-archive/contract/admin/find-bookings';
import * as cancelBooking from '@creators-archive/contract/studios/cancel-booking';
import * as createBooking from '@creators-archive/contract/studios/create-booking';
import * as findMyBookings from '@creators-archive/contract/studios/find-my-bookings';
import * as findStudios from '@creators-archive/contract/studios/find-studios';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import { auditActorOf } from '../audit';
import type { StudiosService } from './studios.service';

/** Verified members see the studios and book; members see and cancel their bookings; admins decide. */
export const studiosRoutes: FastifyPluginAsyncZod<{ studios: StudiosService }> = async (app, { studios }) => {
  app.route({
    method: findStudios.method,
    url: findStudios.path,
    schema: { tags: ['studios'], response: { 200: findStudios.ZFindStudiosResponse } },
    config: { auth: 'member' },
    handler: async (request, reply) => {
      // The contact addresses are for verified members only: no shared cache keeps the answer.
      reply.header('Cache-Control', 'no-store');
      return envelope(await studios.list(signedIn(request).userId));
    },
  });

  app.route({
    method: createBooking.method,
    url: createBooking.path,
    schema: {
      tags: ['studios'],
      params: createBooking.ZStudioParams,
      body: createBooking.ZCreateBookingBody,
      response: { 201: createBooking.ZCreateBookingResponse },
    },
    config: { auth: 'member' },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(envelope(await studios.book(signedIn(request).userId, request.params.id, request.body))),
  });

  app.route({
    method: findMyBookings.method,
    url: findMyBookings.path,
    schema: { tags: ['studios'], response: { 200: findMyBookings.ZFindMyBookingsResponse } },
    config: { auth: 'member' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await studios.mine(signedIn(request).userId));
    },
  });

  app.route({
    method: cancelBooking.method,
    url: cancelBooking.path,
    schema: {
      tags: ['studios'],
      params: cancelBooking.ZBookingParams,
      response: { 200: cancelBooking.ZCancelBookingResponse },
    },
    config: { auth: 'member' },
    handler: async (request) => envelope(await studios.cancel(signedIn(request).userId, request.params.id)),
  });

  app.route({
    method: findBookings.method,
    url: findBookings.path,
    schema: {
      tags: ['admin'],
      querystring: findBookings.ZFindBookingsQuery,
      response: { 200: findBookings.ZFindBookingsResponse },
    },
    config: { auth: 'admin' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(await studios.queue(request.query));
    },
  });

  app.route({
    method: decideBooking.confirmMethod,
    url: decideBooking.confirmPath,
    schema: {
      tags: ['admin'],
      params: decideBooking.ZAdminBookingParams,
      body: decideBooking.ZConfirmBookingBody,
      response: { 200: decideBooking.ZDecideBookingResponse },
    },
    config: { auth: 'admin' },
    handler: async (request) =>
      envelope(await studios.confirm(auditActorOf(request), request.params.id, request.body.note)),
  });

  app.route({
    method: decideBooking.declineMethod,
    url: decideBooking.declinePath,
    schema: {
      tags: ['admin'],
      params: decideBooking.ZAdminBookingParams,
      body: decideBooking.ZDeclineBookingBody,
      response: { 200: decideBooking.ZDecideBookingResponse },
    },
    config: { auth: 'admin' },
    handler: async (request) =>
      envelope(await studios.decline(auditActorOf(request), request.params.id, request.body.note)),
  });
};
