/**
 * The addresses of the collection reads a public page makes. No Zod here: the collection page
 * fetches through them on a first visit, where the contract's schemas are not loaded; the
 * endpoints' own modules take their paths from here.
 */
export const collectionsPath = '/v1/collections';
export const collectionPath = '/v1/collections/:id';
export const collectionItemsPath = '/v1/collections/:id/items';
export const collectionItemPath = '/v1/collections/:id/items/:itemId';
