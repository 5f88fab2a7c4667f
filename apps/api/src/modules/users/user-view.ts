import type { PublicUser, User } from '@creators-archive/contract';
import type { UserRow } from '../../db/schema';
import type { MemberRow } from './users.repository';

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    fullName: row.fullName,
    role: row.role,
    profilePicture: row.profilePicture,
    verified: row.verified,
    bio: row.bio,
    country: row.country,
    city: row.city,
    disciplines: row.disciplines,
    website: row.website,
    links: row.links,
    openTo: row.openTo,
    hireNote: row.hireNote,
    // Whether there is a number, never the number: visitors reach it through the WhatsApp redirect.
    whatsapp: row.whatsapp !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Everything about the member, for themselves and admins only. */
export function toUser(row: MemberRow): User {
  return {
    ...toPublicUser(row),
    email: row.email,
    phone: row.phone,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionPlan: row.subscriptionPlan,
    dataSaver: row.dataSaver,
    locale: row.locale,
    whatsappNumber: row.whatsapp,
  };
}
