import { successEnvelope } from '../envelope';
import { notificationPreferencesPath, ZNotificationPreferences } from './notification-preferences';

/** The signed-in member's e-mail settings, one per kind offered (defaults until they choose). */
export const method = 'GET';
export const path = notificationPreferencesPath;

export const ZGetNotificationPreferencesResponse = successEnvelope(ZNotificationPreferences);
