/** Deletes a portfolio item and its files. Its request and response schemas come with the issue that builds it. */
export const method = 'DELETE';
export const path = '/v1/portfolio/:id';
