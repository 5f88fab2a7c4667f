/**
 * The work search's address, sorts and page size. No Zod here: the works page uses them on a
 * first visit, where the contract's schemas are not loaded; the search's request schema and the
 * API build on the same values.
 */
export const findWorksPath = '/v1/works';

export const workSorts = ['recent', 'popular'] as const;
export type WorkSort = (typeof workSorts)[number];
/** The order when the request names none (and when it names a colour: closest first instead). */
export const defaultWorkSort: WorkSort = 'recent';

export const WORKS_PAGE_SIZE = 24;

/** A colour as a search takes it: `#rrggbb`. */
export const WORK_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
