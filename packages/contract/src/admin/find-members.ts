import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { ZRole, ZSubscriptionStatus } from '../entities/user';
import { successEnvelope } from '../envelope';

/** Members (admins): newest first, searched by any part of the name or e-mail, filtered, in cursor pages. */
export const method = 'GET';
export const path = '/v1/admin/members';

const ZYesNo = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZFindMembersQuery = z.object({
  /** Part of a name or e-mail, at least 2 characters. */
  q: ZTextLine.trim().min(2, 'validation.searchTooShort').max(100).optional(),
  /** `none`: never subscribed. */
  subscription: z.enum([...ZSubscriptionStatus.options, 'none']).optional(),
  verified: ZYesNo.optional(),
  suspended: ZYesNo.optional(),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'validation.countryCodeInvalid')
    .optional(),
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type FindMembersQuery = z.input<typeof ZFindMembersQuery>;

export const ZAdminMemberSummary = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: ZRole,
  country: z.string().nullable(),
  verified: z.boolean(),
  suspendedAt: z.string().nullable(),
  subscriptionStatus: ZSubscriptionStatus.nullable(),
  subscriptionPlan: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMemberSummary = z.infer<typeof ZAdminMemberSummary>;

export const ZFindMembersResponse = successEnvelope(
  z.object({
    items: z.array(ZAdminMemberSummary),
    pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
  }),
);
export type FindMembersResponse = z.infer<typeof ZFindMembersResponse>;
