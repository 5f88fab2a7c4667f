import type { User } from '@creators-archive/contract';
import { disciplines } from '@creators-archive/contract/entities/discipline-names';
import { ZUpdateMeRequest } from '@creators-archive/contract/users/update-me';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';
import { firstMessageOf, useReadableMessage } from '../../../lib/form-errors';
import { updateProfile } from '../../../lib/session';

export type ProfileSection = 'basics' | 'disciplines' | 'about';

/**
 * The profile request as the form holds it: the website empty for none, the other links one per
 * line. A field of a section the form does not show stays out of the request.
 */
const ZProfileForm = ZUpdateMeRequest.pick({
  fullName: true,
  country: true,
  city: true,
  disciplines: true,
  bio: true,
}).extend({
  website: z
    .string()
    .transform((text) => text.trim() || null)
    .pipe(ZUpdateMeRequest.shape.website.unwrap())
    .optional(),
  links: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((link) => link.trim())
        .filter(Boolean),
    )
    .pipe(ZUpdateMeRequest.shape.links.unwrap())
    .optional(),
});
type ProfileFormValues = z.input<typeof ZProfileForm>;

function valuesOf(user: User, sections: readonly ProfileSection[]): ProfileFormValues {
  const shows = (section: ProfileSection) => sections.includes(section);
  return {
    ...(shows('basics')
      ? { fullName: user.fullName, country: user.country ?? '', city: user.city ?? '' }
      : {}),
    ...(shows('disciplines') ? { disciplines: user.disciplines as ProfileFormValues['disciplines'] } : {}),
    ...(shows('about')
      ? { bio: user.bio ?? '', website: user.website ?? '', links: user.links.join('\n') }
      : {}),
  };
}

type ProfileFormProps = {
  user: User;
  /** Which parts to show; all of them when not given. */
  sections?: ProfileSection[];
  /** The button's text; "Save profile" when not given. */
  submitLabel?: string;
  onSaved?: () => void;
  extraActions?: ReactNode;
};

/** The public profile: name, place, disciplines from the fixed list, a short bio and a link. */
export function ProfileForm({
  user,
  sections = ['basics', 'disciplines', 'about'],
  submitLabel,
  onSaved,
  extraActions,
}: ProfileFormProps) {
  const t = useT();
  const disciplineName = useDisciplineName();
  const form = useContractForm(ZProfileForm, valuesOf(user, sections));
  const { errors, isSubmitting } = form.formState;
  const readable = useReadableMessage();
  const shows = (section: ProfileSection) => sections.includes(section);
  const chosen: readonly string[] = form.watch('disciplines') ?? [];

  const onSubmit = form.handleSubmit(async (changes) => {
    const result = await updateProfile(changes);
    if (result.success) onSaved?.();
    else form.showServerError(result.error);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormAlert message={form.alert} />
      {shows('basics') && (
        <>
          <TextField
            label={t('profile.fullName')}
            autoComplete="name"
            error={errors.fullName?.message}
            {...form.register('fullName')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('profile.country')}
              autoComplete="country-name"
              error={errors.country?.message}
              {...form.register('country')}
            />
            <TextField
              label={t('profile.city')}
              autoComplete="address-level2"
              error={errors.city?.message}
              {...form.register('city')}
            />
          </div>
        </>
      )}
      {shows('disciplines') && (
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('profile.disciplines')}</legend>
          <p className="text-xs text-stone-500">{t('profile.disciplinesHint')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {disciplines.map((discipline) => (
              <label
                key={discipline}
                className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${
                  chosen.includes(discipline)
                    ? 'border-stone-900 bg-stone-900 text-white'
                    : 'border-stone-300 text-stone-700'
                }`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  value={discipline}
                  {...form.register('disciplines')}
                />
                {disciplineName(discipline)}
              </label>
            ))}
          </div>
          {errors.disciplines && (
            <p className="mt-1 text-sm text-red-700">{readable(firstMessageOf(errors.disciplines) ?? '')}</p>
          )}
        </fieldset>
      )}
      {shows('about') && (
        <>
          <TextAreaField
            id="profile-bio"
            label={t('profile.bio')}
            maxLength={1000}
            error={errors.bio?.message}
            {...form.register('bio')}
          />
          <TextField
            label={t('profile.website')}
            type="url"
            placeholder={t('profile.websitePlaceholder')}
            error={errors.website?.message}
            {...form.register('website')}
          />
          <div className="space-y-1.5">
            <label htmlFor="profile-links" className="block text-sm font-medium text-stone-800">
              {t('profile.links')}
            </label>
            <textarea
              id="profile-links"
              rows={3}
              placeholder={t('profile.linksPlaceholder')}
              {...form.register('links')}
              className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
            />
            {errors.links && (
              <p className="text-sm text-red-700">{readable(firstMessageOf(errors.links) ?? '')}</p>
            )}
          </div>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel ?? t('profile.save')}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}
