import { successEnvelope } from '../envelope';
import { notificationPreferencesPath, ZNotificationPreferences } from './notification-preferences';

/** Sets the signed-in member's e-mail setting for every kind offered; answers them. */
export const method = 'PUT';
export const path = notificationPreferencesPath;

export const ZUpdateNotificationPreferencesRequest = ZNotificationPreferences;
export const ZUpdateNotificationPreferencesResponse = successEnvelope(ZNotificationPreferences);
