import type { User } from '@creators-archive/contract';
import { HIRE_NOTE_MAX, openToKinds } from '@creators-archive/contract/entities/open-to';
import { ZUpdateMeRequest } from '@creators-archive/contract/users/update-me';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { firstMessageOf, useReadableMessage } from '../../../lib/form-errors';
import { updateProfile } from '../../../lib/session';
import { openToName } from './open-to-names';

/** The hiring part of the profile request as the form holds it: an empty number for none. */
const ZHiringForm = ZUpdateMeRequest.pick({ openTo: true, hireNote: true }).extend({
  whatsapp: z
    .string()
    .transform((text) => text.trim() || null)
    .pipe(ZUpdateMeRequest.shape.whatsapp.unwrap())
    .optional(),
});
type HiringFormValues = z.input<typeof ZHiringForm>;

/**
 * What the member can be hired for, a line about rates and availability, and a WhatsApp number.
 * The number is never shown on their public pages: visitors reach it through a redirect.
 */
export function HiringSettings({ user, onSaved }: { user: User; onSaved?: () => void }) {
  const t = useT();
  const readable = useReadableMessage();
  const form = useContractForm(ZHiringForm, {
    openTo: user.openTo as HiringFormValues['openTo'],
    hireNote: user.hireNote ?? '',
    whatsapp: user.whatsappNumber ?? '',
  });
  const { errors, isSubmitting } = form.formState;
  const chosen: readonly string[] = form.watch('openTo') ?? [];

  const onSubmit = form.handleSubmit(async (changes) => {
    const result = await updateProfile(changes);
    if (result.success) onSaved?.();
    else form.showServerError(result.error);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormAlert message={form.alert} />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('inquiries.settings.openTo')}</legend>
        <p className="text-xs text-stone-500">{t('inquiries.settings.openToHint')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {openToKinds.map((kind) => (
            <label
              key={kind}
              className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${
                chosen.includes(kind)
                  ? 'border-stone-900 bg-stone-900 text-white'
                  : 'border-stone-300 text-stone-700'
              }`}
            >
              <input type="checkbox" className="sr-only" value={kind} {...form.register('openTo')} />
              {openToName(t, kind)}
            </label>
          ))}
        </div>
        {errors.openTo && (
          <p className="mt-1 text-sm text-red-700">{readable(firstMessageOf(errors.openTo) ?? '')}</p>
        )}
      </fieldset>
      <TextField
        label={t('inquiries.settings.hireNote')}
        hint={t('inquiries.settings.hireNoteHint')}
        maxLength={HIRE_NOTE_MAX}
        error={errors.hireNote?.message}
        {...form.register('hireNote')}
      />
      <TextField
        label={t('inquiries.settings.whatsapp')}
        hint={t('inquiries.settings.whatsappHint')}
        type="tel"
        autoComplete="tel"
        placeholder="+234 803 123 4567"
        error={errors.whatsapp?.message}
        {...form.register('whatsapp')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('inquiries.settings.save')}
      </Button>
    </form>
  );
}
