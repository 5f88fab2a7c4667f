import { z } from 'zod';
import { localeCodes } from '@creators-archive/i18n';

/** The language a member reads the product and its e-mails in; one of the languages it speaks. */
export const ZLocale = z.enum(localeCodes, { error: 'validation.localeUnknown' });
