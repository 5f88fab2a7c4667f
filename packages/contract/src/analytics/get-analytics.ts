/** The member's views and likes over time. Its request and response schemas come with the issue that builds it. */
export const method = 'GET';
export const path = '/v1/analytics';
