import type * as RefreshSession from '@creators-archive/contract/auth/refresh-session';
import type * as SignIn from '@creators-archive/contract/auth/sign-in';
import type * as SignOut from '@creators-archive/contract/auth/sign-out';
import type * as GetMe from '@creators-archive/contract/users/get-me';
import type * as RegisterUser from '@creators-archive/contract/users/register-user';
import type * as UpdateMe from '@creators-archive/contract/users/update-me';

/*
 * The paths the session needs from the first page load. Each is typed by the contract, so a
 * changed path fails the typecheck, but not imported from it: loading a contract module builds
 * its Zod schemas, which would put Zod (~20 KB gzip) into every first visit.
 * See docs/decisions/0104-web-bundle-budget.md.
 */
export const refreshSessionPath: typeof RefreshSession.path = '/v1/auth/refresh';
export const signInPath: typeof SignIn.path = '/v1/auth/login';
export const signOutPath: typeof SignOut.path = '/v1/auth/logout';
export const getMePath: typeof GetMe.path = '/v1/users/me';
export const registerUserPath: typeof RegisterUser.path = '/v1/users/register';
export const updateMePath: typeof UpdateMe.path = '/v1/users/me';
