import { z } from 'zod';
import { ZDiscipline } from '../entities/discipline';
import { openToKinds } from '../entities/open-to';
import { ZPortfolioImage } from '../entities/portfolio-item';
import { ZPublicUser } from '../entities/user';
import { successEnvelope } from '../envelope';
import { ZTextLine } from '../entities/text';
import {
  defaultDesignerSort,
  designerSorts,
  DIRECTORY_PAGE_SIZE,
  findDesignersPath,
} from './designer-search';

export { designerSorts, DIRECTORY_PAGE_SIZE, type DesignerSort } from './designer-search';

export const method = 'GET';
export const path = findDesignersPath;

export const ZFindDesignersRequest = z.object({
  q: ZTextLine.trim().max(100, 'validation.atMost100Characters').optional(),
  country: ZTextLine.trim().min(1).max(80).optional(),
  discipline: ZDiscipline.optional(),
  verified: z
    .enum(['true', 'false'], { error: 'validation.trueOrFalse' })
    .transform((value) => value === 'true')
    .optional(),
  /** Designers open to any of these: `openTo=freelance&openTo=commissions` or `openTo=freelance,commissions`. */
  openTo: z
    .union([ZTextLine, z.array(ZTextLine)])
    .transform((given) => [
      ...new Set((Array.isArray(given) ? given : [given]).flatMap((part) => part.split(','))),
    ])
    .pipe(z.array(z.enum(openToKinds, { error: 'validation.openToKindUnknown' })).max(openToKinds.length))
    .optional(),
  sort: z.enum(designerSorts, { error: 'validation.designerSortUnknown' }).default(defaultDesignerSort),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(DIRECTORY_PAGE_SIZE),
});
export type FindDesignersRequest = z.input<typeof ZFindDesignersRequest>;
export type FindDesignersQuery = z.output<typeof ZFindDesignersRequest>;

export const ZDesignerCover = z.object({
  itemId: z.uuid(),
  title: z.string().nullable(),
  images: z.array(ZPortfolioImage),
  width: z.number().int(),
  height: z.number().int(),
  thumbhash: z.string().nullable(),
});

export const ZDesignerCard = z.object({
  id: z.uuid(),
  fullName: z.string(),
  profilePicture: ZPublicUser.shape.profilePicture,
  country: z.string().nullable(),
  city: z.string().nullable(),
  disciplines: z.array(z.string()),
  verified: z.boolean(),
  cover: ZDesignerCover.nullable(),
  itemCount: z.number().int(),
});
export type DesignerCard = z.infer<typeof ZDesignerCard>;

export const ZFindDesignersResponse = successEnvelope(
  z.object({
    items: z.array(ZDesignerCard),
    pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
  }),
);
export type FindDesignersResponse = z.infer<typeof ZFindDesignersResponse>;
