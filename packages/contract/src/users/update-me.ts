import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZDiscipline } from '../entities/discipline';
import { HIRE_NOTE_MAX, openToKinds } from '../entities/open-to';
import { ZFullName, ZPhone, ZUser, ZWhatsappNumber } from '../entities/user';
import { ZTextBlock, ZTextLine } from '../entities/text';
import { mePath } from '../session-paths';
import { ZLocale } from './locale';

export const method = 'PATCH';
export const path = mePath;

const optionalText = (text: typeof ZTextLine, max: number, tooLong: string) =>
  text
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const ZUpdateMeRequest = z
  .object({
    fullName: ZFullName.optional(),
    phone: ZPhone.nullable().optional(),
    bio: optionalText(ZTextBlock, 1000, 'validation.atMost1000Characters'),
    country: optionalText(ZTextLine, 80, 'validation.atMost80Characters'),
    city: optionalText(ZTextLine, 80, 'validation.atMost80Characters'),
    website: ZTextLine.pipe(z.url({ protocol: /^https?$/, error: 'validation.websiteInvalid' }).max(300))
      .nullable()
      .optional(),
    links: z
      .array(
        ZTextLine.pipe(
          z
            .url({ protocol: /^https?$/, error: 'validation.linksInvalid' })
            .max(300, 'validation.atMost300Characters'),
        ),
      )
      .max(5, 'validation.atMost5Links')
      .optional(),
    disciplines: z
      .array(ZDiscipline)
      .max(10, 'validation.tooManyDisciplines')
      .transform((chosen) => [...new Set(chosen)])
      .optional(),
    openTo: z
      .array(z.enum(openToKinds, { error: 'validation.openToKindUnknown' }))
      .max(openToKinds.length)
      .transform((chosen) => [...new Set(chosen)])
      .optional(),
    hireNote: optionalText(ZTextLine, HIRE_NOTE_MAX, 'validation.atMost200Characters'),
    whatsapp: ZWhatsappNumber.nullable().optional(),
    dataSaver: z.boolean().optional(),
    locale: ZLocale.optional(),
  })
  .strict();
export type UpdateMeRequest = z.input<typeof ZUpdateMeRequest>;
export type UpdateMeFields = z.output<typeof ZUpdateMeRequest>;

export const ZUpdateMeResponse = successEnvelope(ZUser);
export type UpdateMeResponse = z.infer<typeof ZUpdateMeResponse>;
