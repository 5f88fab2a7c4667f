/** Starts a membership payment from the join page. Its request and response schemas come with the issue that builds it. */
export const method = 'POST';
export const path = '/v1/subscriptions/waitlist';
