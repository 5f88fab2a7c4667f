import * as createStreamTicket from '@creators-archive/contract/notifications/create-stream-ticket';
import * as listNotifications from '@creators-archive/contract/notifications/list-notifications';
import { fake, noAnswer, ok } from './fake-api';

/**
 * What the bell in every signed-in member's top bar asks for, answered quietly for tests about
 * something else: no notifications, and a stream ticket that never comes, so no stream is opened.
 * A test about the bell fakes its own answers, which are tried first.
 */
export function fakeQuietBell() {
  fake(listNotifications, ok({ items: [], pagination: { limit: 10, nextCursor: null }, unreadCount: 0 }));
  fake(createStreamTicket, noAnswer());
}
