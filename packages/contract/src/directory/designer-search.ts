/**
 * The directory search's address, sorts and page size. No Zod here: the directory and home page
 * use them on a first visit, where the contract's schemas are not loaded; the search's request
 * schema and the API's repository build on the same values.
 */
export const findDesignersPath = '/v1/designers';

export const designerSorts = ['newest', 'popular', 'name'] as const;
export type DesignerSort = (typeof designerSorts)[number];
/** The order when the request names none. */
export const defaultDesignerSort: DesignerSort = 'newest';

export const DIRECTORY_PAGE_SIZE = 24;
