import type { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZUser } from '../entities/user';

/**
 * Crops the centre square of an item's image into the member's profile picture, in 64, 128 and
 * 400 px WebP. `User.profilePicture` becomes the 400 px URL; see `profilePictureUrl`.
 */
export const method = 'POST';
export const path = '/v1/portfolio/:id/set-profile-picture';

export const profilePictureSizes = [64, 128, 400] as const;
export type ProfilePictureSize = (typeof profilePictureSizes)[number];

/** The URL of one size: the sizes share one name and differ only in their `-<size>.webp` ending. */
export function profilePictureUrl(url: string, size: ProfilePictureSize): string {
  return url.replace(/-400\.webp$/, () => `-${size}.webp`);
}

export const ZSetProfilePictureResponse = successEnvelope(ZUser);
export type SetProfilePictureResponse = z.infer<typeof ZSetProfilePictureResponse>;
