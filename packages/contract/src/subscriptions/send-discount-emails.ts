/** Sends discount codes to a list of e-mail addresses (admin). Its request and response schemas come with the issue that builds it. */
export const method = 'POST';
export const path = '/v1/subscriptions/discount/send-email';
