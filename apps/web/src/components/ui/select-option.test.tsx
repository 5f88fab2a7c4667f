import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectOption } from './select-option';

afterEach(cleanup);

const countries = [
  { value: 'Ghana', label: 'Ghana' },
  { value: 'South Africa', label: 'Afrique du Sud' },
  { value: "Côte d'Ivoire", label: "Côte d'Ivoire" },
];

function CountrySelect({ value }: { value: string }) {
  return (
    <select aria-label="Country" value={value} onChange={() => undefined}>
      <option value="">Any country</option>
      {countries.map((country) => (
        <SelectOption key={country.value} {...country} />
      ))}
    </select>
  );
}

describe(SelectOption.name, () => {
  it('writes a value only where the label is not the value', () => {
    const html = renderToString(<CountrySelect value="Ghana" />);
    expect(html).toContain('<option selected="">Ghana</option>');
    expect(html).toContain('<option value="South Africa">Afrique du Sud</option>');
    expect(html).toContain('<option>Côte d&#x27;Ivoire</option>');
  });

  it('gives each choice its value in the browser, the selected one included', () => {
    const { getByRole } = render(<CountrySelect value="Côte d'Ivoire" />);
    const select = getByRole('combobox') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([
      '',
      'Ghana',
      'South Africa',
      "Côte d'Ivoire",
    ]);
    expect(select.value).toBe("Côte d'Ivoire");
  });
});
