import { z } from 'zod';
import { ZTextLine } from './text';
import { ZLocale } from '../users/locale';
import { openToKinds } from './open-to';

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

/**
 * A WhatsApp number in E.164: spaces, dashes, dots and brackets are dropped, then a +, the country
 * code and the number, 8 to 15 digits in all (wa.me needs the country code).
 */
export const ZWhatsappNumber = ZTextLine.trim()
  .transform((value) => value.replace(/[\s\-.()]/g, ''))
  .pipe(z.string().regex(/^\+[1-9][0-9]{7,14}$/, 'validation.whatsappInvalid'));

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
  /** What the designer can be hired for (entities/open-to.ts); "Get in touch" shows when it is not empty. */
  openTo: z.array(z.enum(openToKinds)),
  /** A line about rates and availability. */
  hireNote: z.string().nullable(),
  /** Whether the designer gave a WhatsApp number; the number itself is never public. */
  whatsapp: z.boolean(),
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
  /** The member's own WhatsApp number (E.164), for their settings; never on the public profile. */
  whatsappNumber: z.string().nullable(),
});
export type User = z.infer<typeof ZUser>;
