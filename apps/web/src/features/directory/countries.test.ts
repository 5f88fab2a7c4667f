import { describe, expect, it } from 'vitest';
import { africanCountries, countryName } from './countries';

describe('africanCountries', () => {
  it('is written in English alphabetical order, which the filters show it in without sorting', () => {
    const names = africanCountries.map(({ name }) => name);
    expect(names).toEqual(names.toSorted(new Intl.Collator('en').compare));
  });

  it("names each country in the reader's language, and any other text as written", () => {
    expect(countryName('Benin', 'fr')).toBe('Bénin');
    expect(countryName('Benin', 'en')).toBe('Benin');
    expect(countryName('Atlantis', 'fr')).toBe('Atlantis');
  });
});
