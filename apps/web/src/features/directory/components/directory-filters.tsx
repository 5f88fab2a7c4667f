import { defaultDesignerSort, designerSorts } from '@creators-archive/contract/directory/designer-search';
import { disciplines } from '@creators-archive/contract/entities/discipline-names';
import { openToKinds, type OpenToKind } from '@creators-archive/contract/entities/open-to';
import { localizedPath, type Locale, type MessageId } from '@creators-archive/i18n';
import { useId, useMemo, type ReactNode } from 'react';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectOption } from '../../../components/ui/select-option';
import { useLocale, useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';
import type { DesignerFilters, DesignerSort } from '../api/find-designers';
import { africanCountries, countryName } from '../countries';

const sortLabels: Record<DesignerSort, MessageId> = {
  newest: 'directory.filters.sorts.newest',
  popular: 'directory.filters.sorts.popular',
  name: 'directory.filters.sorts.name',
};

/** Each kind of work, as the profile names it. */
const openToLabels: Record<OpenToKind, MessageId> = {
  freelance: 'common.openTo.freelance',
  'full-time': 'common.openTo.full-time',
  collaboration: 'common.openTo.collaboration',
  commissions: 'common.openTo.commissions',
};

const controlClasses =
  'block h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-xs focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

type DirectoryFiltersProps = {
  filters: DesignerFilters;
  onChange: (changes: Partial<DesignerFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

/**
 * Search box, country, discipline, verified and sort; the parent keeps them in the URL. The form
 * also works as plain HTML, for a page the server rendered whose scripts have not arrived yet:
 * Enter asks the server for the same address the app would show.
 */
export function DirectoryFilters({ filters, onChange, onClear }: DirectoryFiltersProps) {
  const t = useT();
  const disciplineName = useDisciplineName();
  const locale = useLocale();
  const isFiltered = Boolean(
    filters.q || filters.country || filters.discipline || filters.openTo || filters.verified,
  );
  const listedCountries = useCountryOptions(locale);
  // A country in the URL that is not in the list (written differently in a profile) stays choosable.
  const countries =
    filters.country && !listedCountries.some((country) => country.value === filters.country)
      ? [{ value: filters.country, label: filters.country }, ...listedCountries]
      : listedCountries;

  return (
    <form
      role="search"
      aria-label={t('directory.filters.label')}
      method="get"
      action={localizedPath('/designers', locale)}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="col-span-2 lg:col-span-1">
        <SearchBox
          label={t('directory.filters.search')}
          placeholder={t('directory.filters.searchPlaceholder')}
          className={controlClasses}
          value={filters.q ?? ''}
          onSearch={(q) => onChange({ q }, { replace: true })}
        />
      </div>
      <Field label={t('directory.filters.country')}>
        {(id) => (
          <select
            id={id}
            name="country"
            className={controlClasses}
            value={filters.country ?? ''}
            onChange={(event) => onChange({ country: event.target.value })}
          >
            <option value="">{t('directory.filters.anyCountry')}</option>
            {countries.map((country) => (
              <SelectOption key={country.value} value={country.value} label={country.label} />
            ))}
          </select>
        )}
      </Field>
      <Field label={t('directory.filters.discipline')}>
        {(id) => (
          <select
            id={id}
            name="discipline"
            className={controlClasses}
            value={filters.discipline ?? ''}
            onChange={(event) => onChange({ discipline: event.target.value })}
          >
            <option value="">{t('directory.filters.anyDiscipline')}</option>
            {disciplines.map((discipline) => (
              <SelectOption key={discipline} value={discipline} label={disciplineName(discipline)} />
            ))}
          </select>
        )}
      </Field>
      <Field label={t('directory.filters.openTo')}>
        {(id) => (
          <select
            id={id}
            name="openTo"
            className={controlClasses}
            value={filters.openTo ?? ''}
            onChange={(event) =>
              onChange({ openTo: (event.target.value || undefined) as OpenToKind | undefined })
            }
          >
            <option value="">{t('directory.filters.anyWork')}</option>
            {openToKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(openToLabels[kind])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('directory.filters.sortBy')}>
        {(id) => (
          <select
            id={id}
            name="sort"
            className={controlClasses}
            value={filters.sort ?? defaultDesignerSort}
            onChange={(event) =>
              onChange({
                sort:
                  event.target.value === defaultDesignerSort
                    ? undefined
                    : (event.target.value as DesignerSort),
              })
            }
          >
            {designerSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(sortLabels[sort])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 lg:col-span-5">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            name="verified"
            value="true"
            className="size-4 rounded border-stone-300 accent-stone-900"
            checked={filters.verified === true}
            onChange={(event) => onChange({ verified: event.target.checked || undefined })}
          />
          {t('directory.filters.verifiedOnly')}
        </label>
        {isFiltered && (
          <button
            type="button"
            onClick={onClear}
            className="text-sm font-medium text-stone-700 underline underline-offset-4 hover:text-stone-900"
          >
            {t('directory.filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The list's countries in the reader's language and its alphabetical order; the value is the
 * English name profiles write, which the directory searches by. The list is written in English
 * order, so only another language makes a collator: making one loads the language's collation
 * rules, the largest piece of work of the directory's own code as a phone hydrated the page.
 */
function useCountryOptions(locale: Locale): { value: string; label: string }[] {
  return useMemo(() => {
    const options = africanCountries.map(({ name }) => ({ value: name, label: countryName(name, locale) }));
    if (locale === 'en') return options;
    const collator = new Intl.Collator(locale);
    return options.sort((a, b) => collator.compare(a.label, b.label));
  }, [locale]);
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
