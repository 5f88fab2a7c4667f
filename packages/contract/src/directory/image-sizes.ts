/**
 * The `sizes` of the images a shared link lands on. The server preloads the same files the page's
 * <picture> will choose, so both must use these strings. No Zod here: the web entry imports it.
 */

/** A directory card's cover: one column on phones, two from 640 px, three of at most 352 px from 1024 px. */
export const DESIGNER_CARD_IMAGE_SIZES = '(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw';

/** The lead work on a designer's profile, full width up to 864 px. */
export const PROFILE_LEAD_IMAGE_SIZES = '(min-width: 896px) 864px, 100vw';
