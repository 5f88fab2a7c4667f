/** Checks a discount code for a plan (query: code, planId). Its request and response schemas come with the issue that builds it. */
export const method = 'GET';
export const path = '/v1/subscriptions/discount/validate';
