/** Crops an item's image into the member's profile picture. Its request and response schemas come with the issue that builds it. */
export const method = 'POST';
export const path = '/v1/portfolio/:id/set-profile-picture';
