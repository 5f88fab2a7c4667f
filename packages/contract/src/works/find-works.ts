import { z } from 'zod';
import { ZDiscipline } from '../entities/discipline';
import { ZPortfolioImage } from '../entities/portfolio-item';
import { ZPublicUser } from '../entities/user';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import {
  defaultWorkSort,
  findWorksPath,
  WORK_COLOR_PATTERN,
  workSorts,
  WORKS_PAGE_SIZE,
} from './work-search';

export { workSorts, WORKS_PAGE_SIZE, type WorkSort } from './work-search';

/**
 * Finds work: ready projects of listed designers (members, not suspended, in the directory).
 * `q` matches titles, descriptions and tags with the directory's typo tolerance; `category` and
 * `tag` narrow; `color` (`#rrggbb`) keeps works with a palette colour perceptually close to it,
 * closest first; otherwise `sort` orders them, `recent` (newest first) or `popular` (most liked
 * first). Pages never skip or repeat: pass the previous page's `nextCursor`.
 *
 * Close, exactly: OKLab is cut into cubes of side 0.04; a work matches when a palette colour
 * covering at least a tenth of one of its images lies in a cube whose centre is within 0.12 (ΔE in
 * OKLab) of the asked colour, so every colour within 0.085 is found and none beyond about 0.155.
 * Closest first: by the distance from the asked colour to the work's nearest such cube centre, in
 * tiers (under 0.04, under 0.08, up to 0.12), newest first within a tier.
 */
export const method = 'GET';
export const path = findWorksPath;

export const ZFindWorksRequest = z.object({
  q: ZTextLine.trim().max(100, 'validation.atMost100Characters').optional(),
  category: ZDiscipline.optional(),
  tag: ZTextLine.trim().min(1).max(32, 'validation.tagTooLong').optional(),
  color: z
    .string()
    .regex(WORK_COLOR_PATTERN, 'validation.notAColor')
    .transform((color) => color.toLowerCase())
    .optional(),
  sort: z.enum(workSorts, { error: 'validation.workSortUnknown' }).default(defaultWorkSort),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(WORKS_PAGE_SIZE),
});
export type FindWorksRequest = z.input<typeof ZFindWorksRequest>;
export type FindWorksQuery = z.output<typeof ZFindWorksRequest>;

/** One work as a result card: its cover, its designer, and how many images it holds. */
export const ZWorkCard = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  images: z.array(ZPortfolioImage),
  width: z.number().int(),
  height: z.number().int(),
  thumbhash: z.string().nullable(),
  imageCount: z.number().int(),
  likeCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  designer: z.object({
    id: z.uuid(),
    fullName: z.string(),
    profilePicture: ZPublicUser.shape.profilePicture,
    verified: z.boolean(),
  }),
  /** With `color`: the palette colour that matched and its distance (ΔE in OKLab × 100). */
  colorMatch: z.object({ color: z.string(), distance: z.number() }).optional(),
});
export type WorkCard = z.infer<typeof ZWorkCard>;

export const ZFindWorksResponse = successEnvelope(
  z.object({
    items: z.array(ZWorkCard),
    pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
  }),
);
export type FindWorksResponse = z.infer<typeof ZFindWorksResponse>;
