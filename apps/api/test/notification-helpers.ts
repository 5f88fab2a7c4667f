import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Session } from '@creators-archive/contract';
import {
  ZListNotificationsResponse,
  type ListNotificationsResponse,
} from '@creators-archive/contract/notifications/list-notifications';
import { ZMarkNotificationsReadResponse } from '@creators-archive/contract/notifications/mark-notifications-read';
import type { Database } from '../src/db/client';
import { portfolioItems } from '../src/db/schema';
import { bearer } from './helpers';

export type NotificationsPage = ListNotificationsResponse['data'];

/** A ready work of `userId`'s, as the upload pipeline leaves it. */
export async function addWork(db: Database, userId: string, title: string): Promise<string> {
  const [row] = await db
    .insert(portfolioItems)
    .values({
      userId,
      title,
      status: 'ready',
      width: 1600,
      height: 1200,
      originalKey: `originals/${title}`,
      variants: [
        { format: 'avif', width: 320, height: 240, key: `public/test/${title}-320.avif`, bytes: 9000 },
      ],
    })
    .returning({ id: portfolioItems.id });
  return row!.id;
}

export async function like(app: FastifyInstance, member: Session, workId: string): Promise<boolean> {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/portfolio/${workId}/like`,
    headers: bearer(member.access_token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { liked: boolean } }).data.liked;
}

export async function notificationsOf(
  app: FastifyInstance,
  member: Session,
  query = '',
): Promise<NotificationsPage> {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/notifications${query}`,
    headers: bearer(member.access_token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZListNotificationsResponse.parse(response.json()).data;
}

export async function markRead(app: FastifyInstance, member: Session, body: unknown): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/notifications/read',
    headers: bearer(member.access_token),
    payload: body as Record<string, unknown>,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZMarkNotificationsReadResponse.parse(response.json()).data.unreadCount;
}
