import { disciplines } from '@creators-archive/contract/entities/discipline-names';
import { defaultWorkSort, workSorts } from '@creators-archive/contract/works/work-search';
import { localizedPath, type MessageId } from '@creators-archive/i18n';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectOption } from '../../../components/ui/select-option';
import { useLocale, useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';
import type { WorkFilters, WorkSort } from '../api/find-works';
import { searchWith } from '../hooks/use-work-filters';
import { KEEP_SCROLL } from '../../../components/layouts/scroll-restoration';

/** The picker reports every shade it passes through while dragged; the search waits for a pause. */
export const COLOR_DEBOUNCE_MS = 300;

const sortLabels: Record<WorkSort, MessageId> = {
  recent: 'works.filters.sorts.recent',
  popular: 'works.filters.sorts.popular',
};

/**
 * The swatches offered beside the picker: a clear shade of each basic colour name. The search
 * matches perceptually close palette colours, so each stands for its neighbouring shades too.
 */
export const colorSwatches: { color: string; name: MessageId }[] = [
  { color: '#d7263d', name: 'works.colors.red' },
  { color: '#f46036', name: 'works.colors.orange' },
  { color: '#f2c14e', name: 'works.colors.yellow' },
  { color: '#3b9c4f', name: 'works.colors.green' },
  { color: '#1b98a6', name: 'works.colors.teal' },
  { color: '#2e5eaa', name: 'works.colors.blue' },
  { color: '#7b4bb7', name: 'works.colors.purple' },
  { color: '#e574a8', name: 'works.colors.pink' },
  { color: '#8b5a3c', name: 'works.colors.brown' },
  { color: '#1f1f1f', name: 'works.colors.black' },
  { color: '#f4f1ea', name: 'works.colors.white' },
];

const controlClasses =
  'block h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-xs focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500';

type WorksFiltersProps = {
  filters: WorkFilters;
  /** The address's query, for the links that change one filter and keep the others. */
  searchParams: URLSearchParams;
  onChange: (changes: Partial<WorkFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

/**
 * Search box, category, sort, colour (a row of swatches and a picker for any other) and the
 * filters in force, each removable; the parent keeps them in the URL. The form also works as
 * plain HTML, for a page the server rendered whose scripts have not arrived yet: Enter asks the
 * server for the same address the app would show, and the swatches and tags are plain links.
 */
export function WorksFilters({ filters, searchParams, onChange, onClear }: WorksFiltersProps) {
  const t = useT();
  const disciplineName = useDisciplineName();
  const locale = useLocale();
  const sortHintId = useId();

  return (
    <form
      role="search"
      aria-label={t('works.filters.label')}
      method="get"
      action={localizedPath('/works', locale)}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <SearchBox
            label={t('works.filters.search')}
            placeholder={t('works.filters.searchPlaceholder')}
            className={controlClasses}
            value={filters.q ?? ''}
            onSearch={(q) => onChange({ q }, { replace: true })}
          />
        </div>
        <Field label={t('works.filters.category')}>
          {(id) => (
            <select
              id={id}
              name="category"
              className={controlClasses}
              value={filters.category ?? ''}
              onChange={(event) => onChange({ category: event.target.value })}
            >
              <option value="">{t('works.filters.anyCategory')}</option>
              {disciplines.map((discipline) => (
                <SelectOption key={discipline} value={discipline} label={disciplineName(discipline)} />
              ))}
            </select>
          )}
        </Field>
        <Field label={t('works.filters.sortBy')}>
          {(id) => (
            <>
              <select
                id={id}
                name="sort"
                className={controlClasses}
                value={filters.sort ?? defaultWorkSort}
                disabled={Boolean(filters.color)}
                aria-describedby={filters.color ? sortHintId : undefined}
                onChange={(event) =>
                  onChange({
                    sort:
                      event.target.value === defaultWorkSort ? undefined : (event.target.value as WorkSort),
                  })
                }
              >
                {workSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(sortLabels[sort])}
                  </option>
                ))}
              </select>
              {filters.color && (
                <p id={sortHintId} className="text-xs text-stone-600">
                  {t('works.filters.closestFirst')}
                </p>
              )}
            </>
          )}
        </Field>
      </div>
      {/* The tag comes from a card's link; the form keeps it when it is sent without the app. */}
      {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
      <ColorFilter
        color={filters.color}
        searchParams={searchParams}
        onPick={(color) => onChange({ color })}
      />
      <ActiveFilters filters={filters} onChange={onChange} onClear={onClear} />
    </form>
  );
}

type ColorFilterProps = {
  color: string | undefined;
  searchParams: URLSearchParams;
  onPick: (color: string) => void;
};

/**
 * The swatches are links (they work before the app has arrived, and open in a new tab); the
 * picker finds any other colour. A swatch's name is its accessible name; the one in force is
 * marked current.
 */
function ColorFilter({ color, searchParams, onPick }: ColorFilterProps) {
  const t = useT();
  const pickerId = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{t('works.filters.color')}</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <ul className="flex flex-wrap gap-2" aria-label={t('works.filters.swatches')}>
          {colorSwatches.map((swatch) => {
            const current = swatch.color === color;
            return (
              <li key={swatch.color}>
                <Link
                  to={{ search: `?${searchWith(searchParams, { color: swatch.color }).toString()}` }}
                  state={KEEP_SCROLL}
                  aria-current={current ? 'true' : undefined}
                  title={t(swatch.name)}
                  className={`block size-8 rounded-full border border-stone-300 shadow-xs transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${current ? 'ring-2 ring-stone-900 ring-offset-2' : ''}`}
                  style={{ backgroundColor: swatch.color }}
                >
                  <span className="sr-only">{t(swatch.name)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <span className="flex items-center gap-2">
          <ColorPicker id={pickerId} color={color} onPick={onPick} />
          <label htmlFor={pickerId} className="text-sm text-stone-700">
            {t('works.filters.anyOtherColor')}
          </label>
        </span>
      </div>
    </fieldset>
  );
}

/**
 * `<input type="color">` always holds a colour, so it is sent with the form only once a colour is
 * in force (a visit without one would otherwise search for black).
 */
function ColorPicker({
  id,
  color,
  onPick,
}: {
  id: string;
  color: string | undefined;
  onPick: (color: string) => void;
}) {
  const [shade, setShade] = useState(color ?? '#000000');
  const lastSent = useRef(color);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });

  useEffect(() => {
    if (color === lastSent.current) return;
    lastSent.current = color;
    setShade(color ?? '#000000');
  }, [color]);

  useEffect(() => {
    if (shade === (lastSent.current ?? '#000000')) return;
    const timer = window.setTimeout(() => {
      lastSent.current = shade;
      onPickRef.current(shade);
    }, COLOR_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [shade]);

  return (
    <input
      id={id}
      type="color"
      name={color ? 'color' : undefined}
      value={shade}
      onChange={(event) => setShade(event.target.value.toLowerCase())}
      className="h-8 w-12 cursor-pointer rounded-md border border-stone-300 bg-white p-0.5"
    />
  );
}

type ActiveFiltersProps = {
  filters: WorkFilters;
  onChange: WorksFiltersProps['onChange'];
  onClear: () => void;
};

/** The filters in force, each with a button that removes it, and one that removes them all. */
function ActiveFilters({ filters, onChange, onClear }: ActiveFiltersProps) {
  const t = useT();
  const disciplineName = useDisciplineName();
  const active: { name: keyof WorkFilters; label: string; swatch?: string }[] = [];
  if (filters.q) active.push({ name: 'q', label: t('works.filters.active.search', { q: filters.q }) });
  if (filters.category) active.push({ name: 'category', label: disciplineName(filters.category) });
  if (filters.tag) active.push({ name: 'tag', label: t('works.filters.active.tag', { tag: filters.tag }) });
  if (filters.color) {
    active.push({
      name: 'color',
      label: t('works.filters.active.color', { color: filters.color }),
      swatch: filters.color,
    });
  }
  if (active.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-4">
      <ul className="flex flex-wrap gap-2" aria-label={t('works.filters.active.label')}>
        {active.map((filter) => (
          <li
            key={filter.name}
            className="inline-flex h-8 items-center gap-1.5 rounded-full border border-stone-300 bg-stone-50 pr-1 pl-3 text-sm text-stone-800"
          >
            {filter.swatch && (
              <span
                aria-hidden="true"
                className="size-3.5 rounded-full border border-stone-300"
                style={{ backgroundColor: filter.swatch }}
              />
            )}
            <span className="max-w-56 truncate">{filter.label}</span>
            <button
              type="button"
              onClick={() => onChange({ [filter.name]: undefined })}
              aria-label={t('works.filters.active.remove', { filter: filter.label })}
              className="inline-flex size-6 items-center justify-center rounded-full text-stone-600 hover:bg-stone-200 hover:text-stone-900"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {active.length > 1 && (
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-medium text-stone-700 underline underline-offset-4 hover:text-stone-900"
        >
          {t('works.filters.clear')}
        </button>
      )}
    </div>
  );
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
