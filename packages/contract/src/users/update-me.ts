import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZDiscipline } from '../entities/discipline';
import { ZFullName, ZPhone, ZUser } from '../entities/user';
import { ZTextBlock, ZTextLine } from '../entities/text';
import { mePath } from '../session-paths';

export const method = 'PATCH';
export const path = mePath;

const optionalText = (text: typeof ZTextLine, max: number) =>
  text
    .trim()
    .max(max, `Use at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const ZUpdateMeRequest = z
  .object({
    fullName: ZFullName.optional(),
    phone: ZPhone.nullable().optional(),
    bio: optionalText(ZTextBlock, 1000),
    country: optionalText(ZTextLine, 80),
    city: optionalText(ZTextLine, 80),
    website: ZTextLine.pipe(
      z.url({ protocol: /^https?$/, message: 'Enter a link starting with http:// or https://' }).max(300),
    )
      .nullable()
      .optional(),
    links: z
      .array(
        ZTextLine.pipe(
          z
            .url({ protocol: /^https?$/, message: 'Enter links starting with http:// or https://' })
            .max(300, 'Use at most 300 characters'),
        ),
      )
      .max(5, 'Add at most 5 links')
      .optional(),
    disciplines: z
      .array(ZDiscipline)
      .max(10, 'Choose at most 10 disciplines')
      .transform((chosen) => [...new Set(chosen)])
      .optional(),
    dataSaver: z.boolean().optional(),
  })
  .strict();
export type UpdateMeRequest = z.input<typeof ZUpdateMeRequest>;
export type UpdateMeFields = z.output<typeof ZUpdateMeRequest>;

export const ZUpdateMeResponse = successEnvelope(ZUser);
export type UpdateMeResponse = z.infer<typeof ZUpdateMeResponse>;
