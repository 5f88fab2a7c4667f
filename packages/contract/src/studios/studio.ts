import { z } from 'zod';
import { ZPortfolioImage } from '../entities/portfolio-item';

/** One weekday's opening hours on the studio's wall clock; `day` is ISO, 1 Monday … 7 Sunday. */
export const ZOpeningHours = z.object({
  day: z.number().int().min(1).max(7),
  opens: z.string(),
  closes: z.string(),
});
export type OpeningHours = z.infer<typeof ZOpeningHours>;

export const ZStudioPhoto = z.object({
  id: z.uuid(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbhash: z.string().nullable(),
  /** Every variant, AVIF and WebP, smallest first. */
  images: z.array(ZPortfolioImage),
});
export type StudioPhoto = z.infer<typeof ZStudioPhoto>;

/** A partner studio as verified members see it. */
export const ZStudio = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** IANA time zone: opening hours and bookings are on this clock. */
  timeZone: z.string(),
  description: z.string(),
  facilities: z.array(z.string()),
  memberPerk: z.string(),
  /** Days missing from the list are closed. */
  openingHours: z.array(ZOpeningHours),
  photos: z.array(ZStudioPhoto),
  contactEmail: z.string(),
});
export type Studio = z.infer<typeof ZStudio>;
