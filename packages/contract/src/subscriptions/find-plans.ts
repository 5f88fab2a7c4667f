/** The membership plans with their prices. Its request and response schemas come with the issue that builds it. */
export const method = 'GET';
export const path = '/v1/subscriptions/plans';
