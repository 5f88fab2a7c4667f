import type { NotificationPreferences } from '@creators-archive/contract/notifications/notification-preferences';
import * as updateNotificationPreferencesEndpoint from '@creators-archive/contract/notifications/update-notification-preferences';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Saves the member's e-mail settings; the envelope says whether they were kept. */
export function updateNotificationPreferences(preferences: NotificationPreferences) {
  return callEndpoint(updateNotificationPreferencesEndpoint, { body: preferences });
}
