/** Likes or unlikes an item. Its request and response schemas come with the issue that builds it. */
export const method = 'POST';
export const path = '/v1/portfolio/:id/like';
