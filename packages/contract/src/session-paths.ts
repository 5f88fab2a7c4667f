/**
 * The paths the web's session code calls from the first page load: sign-in, registration, the
 * token refresh, sign-out and the member's own record. No Zod here, so that code can import them
 * without building the contract's schemas; each of these endpoint modules takes its path from here.
 */
export const signInPath = '/v1/auth/login';
export const signOutPath = '/v1/auth/logout';
export const refreshSessionPath = '/v1/auth/refresh';
export const registerUserPath = '/v1/users/register';
/** The signed-in member's own record: read, changed and deleted at the same address. */
export const mePath = '/v1/users/me';
