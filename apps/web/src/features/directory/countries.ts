import type { Locale } from '@creators-archive/i18n';

/**
 * Africa's 54 countries: the short English name members write in their profiles, which the
 * directory searches by, and the ISO 3166 code that names the country in other languages.
 */
export const africanCountries = [
  { name: 'Algeria', code: 'DZ' },
  { name: 'Angola', code: 'AO' },
  { name: 'Benin', code: 'BJ' },
  { name: 'Botswana', code: 'BW' },
  { name: 'Burkina Faso', code: 'BF' },
  { name: 'Burundi', code: 'BI' },
  { name: 'Cabo Verde', code: 'CV' },
  { name: 'Cameroon', code: 'CM' },
  { name: 'Central African Republic', code: 'CF' },
  { name: 'Chad', code: 'TD' },
  { name: 'Comoros', code: 'KM' },
  { name: 'Congo', code: 'CG' },
  { name: "Côte d'Ivoire", code: 'CI' },
  { name: 'Democratic Republic of the Congo', code: 'CD' },
  { name: 'Djibouti', code: 'DJ' },
  { name: 'Egypt', code: 'EG' },
  { name: 'Equatorial Guinea', code: 'GQ' },
  { name: 'Eritrea', code: 'ER' },
  { name: 'Eswatini', code: 'SZ' },
  { name: 'Ethiopia', code: 'ET' },
  { name: 'Gabon', code: 'GA' },
  { name: 'Gambia', code: 'GM' },
  { name: 'Ghana', code: 'GH' },
  { name: 'Guinea', code: 'GN' },
  { name: 'Guinea-Bissau', code: 'GW' },
  { name: 'Kenya', code: 'KE' },
  { name: 'Lesotho', code: 'LS' },
  { name: 'Liberia', code: 'LR' },
  { name: 'Libya', code: 'LY' },
  { name: 'Madagascar', code: 'MG' },
  { name: 'Malawi', code: 'MW' },
  { name: 'Mali', code: 'ML' },
  { name: 'Mauritania', code: 'MR' },
  { name: 'Mauritius', code: 'MU' },
  { name: 'Morocco', code: 'MA' },
  { name: 'Mozambique', code: 'MZ' },
  { name: 'Namibia', code: 'NA' },
  { name: 'Niger', code: 'NE' },
  { name: 'Nigeria', code: 'NG' },
  { name: 'Rwanda', code: 'RW' },
  { name: 'São Tomé and Príncipe', code: 'ST' },
  { name: 'Senegal', code: 'SN' },
  { name: 'Seychelles', code: 'SC' },
  { name: 'Sierra Leone', code: 'SL' },
  { name: 'Somalia', code: 'SO' },
  { name: 'South Africa', code: 'ZA' },
  { name: 'South Sudan', code: 'SS' },
  { name: 'Sudan', code: 'SD' },
  { name: 'Tanzania', code: 'TZ' },
  { name: 'Togo', code: 'TG' },
  { name: 'Tunisia', code: 'TN' },
  { name: 'Uganda', code: 'UG' },
  { name: 'Zambia', code: 'ZM' },
  { name: 'Zimbabwe', code: 'ZW' },
] as const;

const codesByName = new Map<string, string>(
  africanCountries.map(({ name, code }) => [name.toLowerCase(), code]),
);

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country as a profile or the list writes it, in the reader's language: in English as written
 * (the list's names are the English ones members write), in another language the language's own
 * name for one of the list's countries, and any other text as written.
 */
export function countryName(written: string, locale: Locale): string {
  if (locale === 'en') return written;
  const code = codesByName.get(written.trim().toLowerCase());
  if (!code) return written;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? written;
}

/** Where a designer is, as cards and profiles show it: "Addis Ababa, Ethiopia" in English. */
export function placeOf(designer: { city: string | null; country: string | null }, locale: Locale): string {
  return [designer.city, designer.country && countryName(designer.country, locale)]
    .filter(Boolean)
    .join(', ');
}
