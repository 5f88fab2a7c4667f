/**
 * The vetted program's rules, in one place for the API, the form and the public page. No Zod here:
 * the public /vetted-program page states them on a visit where the contract's schemas are not loaded.
 */
export const VERIFICATION_STATEMENT_MIN = 50;
export const VERIFICATION_STATEMENT_MAX = 2000;
export const VERIFICATION_LINKS_MAX = 5;
/** Ready portfolio works a member needs before applying. */
export const VERIFICATION_MIN_WORKS = 3;
/** Days a rejected member waits before applying again. */
export const VERIFICATION_REAPPLY_DAYS = 30;
/** The identity document: an image or a PDF, at most this many megabytes. */
export const VERIFICATION_DOCUMENT_MAX_MEGABYTES = 10;
export const verificationDocumentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
