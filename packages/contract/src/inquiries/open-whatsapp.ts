import { z } from 'zod';
import { ZLocale } from '../users/locale';
import { whatsappPath } from './inquiry-paths';

export const method = 'GET';
export const path = whatsappPath;

export const ZOpenWhatsappParams = z.object({ id: z.uuid({ error: 'validation.notAUserId' }) });

/**
 * A 302 to https://wa.me/<number>?text=<a greeting naming the work>. `item` names the work the
 * visitor saw; `lang` the language of the greeting (else the request's Accept-Language).
 */
export const ZOpenWhatsappQuery = z.object({
  item: z.uuid({ error: 'validation.notAPortfolioItemId' }).optional(),
  lang: ZLocale.optional(),
});
export type OpenWhatsappQuery = z.output<typeof ZOpenWhatsappQuery>;
