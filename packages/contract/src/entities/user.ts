import { z } from 'zod';
import { ZTextLine } from './text';
import { ZLocale } from '../users/locale';

export const ZRole = z.enum(['member', 'admin']);
export type Role = z.infer<typeof ZRole>;

export const ZSubscriptionStatus = z.enum(['active', 'cancelled', 'expired']);
export type SubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

export const ZEmail = ZTextLine.trim()
  .toLowerCase()
  .pipe(z.email({ error: 'validation.emailInvalid' }).max(254));

/** International format: optional +, then 7 to 15 digits; spaces and dashes are dropped. */
export const ZPhone = ZTextLine.trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+?[0-9]{7,15}$/, 'validation.phoneInvalid'));

export const ZFullName = ZTextLine.trim()
  .min(1, 'validation.fullNameRequired')
  .max(120, 'validation.atMost120Characters');

export const ZPassword = ZTextLine.min(8, 'validation.passwordTooShort').max(
  128,
  'validation.passwordTooLong',
);

/** What anyone may see of a member. */
export const ZPublicUser = z.object({
  id: z.uuid(),
  fullName: z.string(),
  role: ZRole,
  profilePicture: z.string().nullable(),
  verified: z.boolean(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  disciplines: z.array(z.string()),
  website: z.string().nullable(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof ZPublicUser>;

/** The member as they (or an admin) see themselves: public fields plus contact and membership. */
export const ZUser = ZPublicUser.extend({
  email: z.string(),
  phone: z.string().nullable(),
  subscriptionStatus: ZSubscriptionStatus.nullable(),
  subscriptionPlan: z.string().nullable(),
  /** Small images, loaded only when on screen, galleries on demand (users/data-saver.ts). */
  dataSaver: z.boolean(),
  /** The language of the member's e-mails (users/locale.ts); never on the public profile. */
  locale: ZLocale,
});
export type User = z.infer<typeof ZUser>;
