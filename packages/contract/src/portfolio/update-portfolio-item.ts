/** Edits a portfolio item's fields. Its request and response schemas come with the issue that builds it. */
export const method = 'PATCH';
export const path = '/v1/portfolio/:id';
