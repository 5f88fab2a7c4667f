/**
 * Addresses of the hiring inquiries a visitor sends from a public page. No Zod here: the profile
 * and project pages link to them on a first visit, where the contract's schemas are not loaded.
 */
export const inquiryFormPath = '/v1/users/:id/inquiry-form';
export const sendInquiryPath = '/v1/users/:id/inquiries';
/** Redirects to the designer's WhatsApp chat; the page links here, so no number is ever in its HTML. */
export const whatsappPath = '/v1/users/:id/whatsapp';

/**
 * The API address of a designer's WhatsApp link, naming the work the visitor saw when there is one,
 * its greeting in the page's language.
 */
export function whatsappLink(designerId: string, options: { itemId?: string; lang: string }): string {
  const query = new URLSearchParams({
    ...(options.itemId ? { item: options.itemId } : {}),
    lang: options.lang,
  });
  return `${whatsappPath.replace(':id', () => encodeURIComponent(designerId))}?${query.toString()}`;
}
