/** Deletes the signed-in identity. Its request and response schemas come with the issue that builds it. */
export const method = 'DELETE';
export const path = '/v1/users/me';
