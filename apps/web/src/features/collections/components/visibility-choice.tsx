import { useId } from 'react';
import { useT } from '../../../i18n/use-t';

type Visibility = 'public' | 'private';

/** Public or private, as two radio buttons under one legend. */
export function VisibilityChoice({
  value,
  onChange,
}: {
  value: Visibility;
  onChange: (value: Visibility) => void;
}) {
  const t = useT();
  const name = useId();
  const options: { value: Visibility; label: string }[] = [
    { value: 'public', label: t('collections.public') },
    { value: 'private', label: t('collections.private') },
  ];
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-stone-800">{t('collections.visibility')}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm text-stone-700">
          <input
            type="radio"
            name={name}
            value={option.value}
            className="accent-brand-600"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
