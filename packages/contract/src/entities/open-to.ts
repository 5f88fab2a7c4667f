/**
 * What a designer can be hired for. No Zod here: the directory's filter and the profile page read
 * these on a first visit, where the contract's schemas are not loaded.
 */
export const openToKinds = ['freelance', 'full-time', 'collaboration', 'commissions'] as const;
export type OpenToKind = (typeof openToKinds)[number];

/** The most characters of the line about rates and availability. */
export const HIRE_NOTE_MAX = 200;
