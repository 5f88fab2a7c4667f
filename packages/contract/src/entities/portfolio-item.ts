import { z } from 'zod';
import { ZTextBlock, ZTextLine } from './text';

/** The widths every image is made in; none is ever larger than the original. */
export const portfolioImageWidths = [320, 640, 960, 1280, 1920] as const;

export * from '../portfolio/upload-limits';

/** One encoded variant, served under a content-hashed name that never changes. */
export const ZPortfolioImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['avif', 'webp']),
});
export type PortfolioImage = z.infer<typeof ZPortfolioImage>;

export const ZPortfolioItemStatus = z.enum(['processing', 'ready', 'failed']);
export type PortfolioItemStatus = z.infer<typeof ZPortfolioItemStatus>;

/** A project holds at most this many images. */
export const maxImagesPerItem = 20;

/** One of an image's five dominant colours (`#rrggbb`) and the share of its pixels near it (0–1). */
export const ZPaletteColor = z.object({ color: z.string(), share: z.number() });
export type PaletteColor = z.infer<typeof ZPaletteColor>;

/** One image of a project, with its own variants, placeholder, caption and alt text. */
export const ZPortfolioMedia = z.object({
  id: z.uuid(),
  /** Every variant, AVIF and WebP, smallest first; empty until `ready`. */
  images: z.array(ZPortfolioImage),
  width: z.number().int(),
  height: z.number().int(),
  thumbhash: z.string().nullable(),
  caption: z.string().nullable(),
  /** Alt text; when null, pages describe the image by the item's title. */
  alt: z.string().nullable(),
  /** 0 is the cover. */
  position: z.number().int(),
  status: ZPortfolioItemStatus,
  /** The five dominant colours, largest share first; empty until `ready`. */
  palette: z.array(ZPaletteColor),
});
export type PortfolioMedia = z.infer<typeof ZPortfolioMedia>;

export const ZPortfolioItem = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  /** The cover's variants (the first image), AVIF and WebP, smallest first; empty while `processing`. */
  images: z.array(ZPortfolioImage),
  /** Every image of the project in order, the cover first. */
  media: z.array(ZPortfolioMedia),
  /** `processing` until every image is made; an image that failed shows as failed in `media`. */
  status: ZPortfolioItemStatus,
  /** Intrinsic size after orientation, known from the upload on, so pages never shift. */
  width: z.number().int(),
  height: z.number().int(),
  /** ThumbHash, base64: a blurred placeholder drawn before the image arrives. */
  thumbhash: z.string().nullable(),
  position: z.number().int(),
  isCover: z.boolean(),
  likeCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: z.string(),
});
export type PortfolioItem = z.infer<typeof ZPortfolioItem>;

const optionalText = (text: typeof ZTextLine, max: number, tooLong: string) =>
  text
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const ZPortfolioTitle = optionalText(ZTextLine, 120, 'validation.atMost120Characters');
export const ZPortfolioDescription = optionalText(ZTextBlock, 2000, 'validation.atMost2000Characters');
/** A caption or an alt text as given, trimmed; empty is none. */
const mediaText = (text: typeof ZTextLine) =>
  text
    .trim()
    .max(300, 'validation.atMost300Characters')
    .transform((value) => (value === '' ? null : value));
/** An image's caption (at most 300 characters), as a list of several takes it. */
export const ZMediaCaptionText = mediaText(ZTextBlock);
/** An image's alt text (at most 300 characters, one line), as a list of several takes it. */
export const ZMediaAltText = mediaText(ZTextLine);
export const ZMediaCaption = ZMediaCaptionText.nullable().optional();
export const ZMediaAlt = ZMediaAltText.nullable().optional();

/** At most 10 tags of at most 32 characters, trimmed, empty ones dropped, duplicates removed. */
export const ZPortfolioTags = z
  .array(ZTextLine.trim().max(32, 'validation.tagTooLong'))
  .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))])
  .pipe(z.array(z.string()).max(10, 'validation.tooManyTags'));
