/**
 * The address of a member's public profile. No Zod here: public pages fetch it on a first visit,
 * where the contract's schemas are not loaded; `get-user.ts` takes its path from here.
 */
export const userPath = '/v1/users/:id';
