/** Enrolls a TOTP factor. Its request and response schemas come with the issue that builds it. */
export const method = 'POST';
export const path = '/v1/auth/mfa/factors';
