/** Uploads one image as a new portfolio item (multipart). Its request and response schemas come with the issue that builds it. */
export const method = 'POST';
export const path = '/v1/portfolio';
