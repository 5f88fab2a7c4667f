/** The member's saved payment methods. Its request and response schemas come with the issue that builds it. */
export const method = 'GET';
export const path = '/v1/payment-methods';
