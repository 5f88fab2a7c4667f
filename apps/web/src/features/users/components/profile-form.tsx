import { disciplines } from '@creators-archive/contract/entities/discipline';
import type { User } from '@creators-archive/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { updateProfile } from '../../../lib/session';

export type ProfileSection = 'basics' | 'disciplines' | 'about';

type Values = {
  fullName: string;
  country: string;
  city: string;
  disciplines: string[];
  bio: string;
  website: string;
  links: string;
};

function valuesOf(user: User): Values {
  return {
    fullName: user.fullName,
    country: user.country ?? '',
    city: user.city ?? '',
    disciplines: user.disciplines,
    bio: user.bio ?? '',
    website: user.website ?? '',
    links: user.links.join('\n'),
  };
}

type ProfileFormProps = {
  user: User;
  /** Which parts to show; all of them when not given. */
  sections?: ProfileSection[];
  submitLabel?: string;
  onSaved?: () => void;
  extraActions?: ReactNode;
};

/** The public profile: name, place, disciplines from the fixed list, a short bio and a link. */
export function ProfileForm({
  user,
  sections = ['basics', 'disciplines', 'about'],
  submitLabel = 'Save profile',
  onSaved,
  extraActions,
}: ProfileFormProps) {
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const shows = (section: ProfileSection) => sections.includes(section);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setErrors({});
    setGeneral(null);
    const changes = {
      ...(shows('basics') ? { fullName: values.fullName, country: values.country, city: values.city } : {}),
      ...(shows('disciplines') ? { disciplines: values.disciplines as User['disciplines'] } : {}),
      ...(shows('about')
        ? {
            bio: values.bio,
            website: values.website.trim() || null,
            links: values.links
              .split('\n')
              .map((link) => link.trim())
              .filter(Boolean),
          }
        : {}),
    };
    const result = await updateProfile(changes as Parameters<typeof updateProfile>[0]);
    setSubmitting(false);
    if (result.success) return onSaved?.();
    const fields = fieldErrorsOf(result.error);
    if (Object.keys(fields).length > 0) setErrors(fields);
    else setGeneral(result.error.message);
  };

  const toggleDiscipline = (discipline: string) =>
    setValues((current) => ({
      ...current,
      disciplines: current.disciplines.includes(discipline)
        ? current.disciplines.filter((chosen) => chosen !== discipline)
        : [...current.disciplines, discipline],
    }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {general && (
        <p role="alert" className="text-sm text-red-700">
          {general}
        </p>
      )}
      {shows('basics') && (
        <>
          <TextField
            label="Full name"
            autoComplete="name"
            value={values.fullName}
            onChange={(event) => setValues({ ...values, fullName: event.target.value })}
            error={errors.fullName}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Country"
              autoComplete="country-name"
              value={values.country}
              onChange={(event) => setValues({ ...values, country: event.target.value })}
              error={errors.country}
            />
            <TextField
              label="City"
              autoComplete="address-level2"
              value={values.city}
              onChange={(event) => setValues({ ...values, city: event.target.value })}
              error={errors.city}
            />
          </div>
        </>
      )}
      {shows('disciplines') && (
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">Disciplines</legend>
          <p className="text-xs text-stone-500">Choose up to 10.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {disciplines.map((discipline) => {
              const checked = values.disciplines.includes(discipline);
              return (
                <label
                  key={discipline}
                  className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${
                    checked ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 text-stone-700'
                  }`}
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={checked}
                    onChange={() => toggleDiscipline(discipline)}
                  />
                  {discipline}
                </label>
              );
            })}
          </div>
          {errors.disciplines && <p className="mt-1 text-sm text-red-700">{errors.disciplines}</p>}
        </fieldset>
      )}
      {shows('about') && (
        <>
          <TextAreaField
            id="profile-bio"
            label="Short bio"
            maxLength={1000}
            value={values.bio}
            onChange={(event) => setValues({ ...values, bio: event.target.value })}
            error={errors.bio}
          />
          <TextField
            label="Website or portfolio link"
            type="url"
            placeholder="https://"
            value={values.website}
            onChange={(event) => setValues({ ...values, website: event.target.value })}
            error={errors.website}
          />
          <div className="space-y-1.5">
            <label htmlFor="profile-links" className="block text-sm font-medium text-stone-800">
              Other links, one per line
            </label>
            <textarea
              id="profile-links"
              rows={3}
              placeholder="https://www.behance.net/…"
              value={values.links}
              onChange={(event) => setValues({ ...values, links: event.target.value })}
              className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
            />
            {Object.entries(errors)
              .filter(([field]) => field === 'links' || field.startsWith('links.'))
              .slice(0, 1)
              .map(([field, message]) => (
                <p key={field} className="text-sm text-red-700">
                  {message}
                </p>
              ))}
          </div>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={submitting}>
          {submitLabel}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}
