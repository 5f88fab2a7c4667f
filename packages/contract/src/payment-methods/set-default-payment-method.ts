/** Makes a payment method the default. Its request and response schemas come with the issue that builds it. */
export const method = 'PUT';
export const path = '/v1/payment-methods/:id/default';
