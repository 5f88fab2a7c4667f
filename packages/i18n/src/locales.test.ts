import { describe, expect, it } from 'vitest';
import { localizedPath, negotiateLocale, rememberedLocaleIn, splitLocalePath } from './locales';

describe('addresses in a language', () => {
  it('reads the language from the prefix, and the page without it', () => {
    expect(splitLocalePath('/fr/designers/42')).toEqual({ locale: 'fr', path: '/designers/42' });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('/fr/')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('/designers')).toEqual({ locale: 'en', path: '/designers' });
  });

  it('takes no prefix for a language it does not speak, nor a word that starts like one', () => {
    expect(splitLocalePath('/de/designers')).toEqual({ locale: 'en', path: '/de/designers' });
    expect(splitLocalePath('/french')).toEqual({ locale: 'en', path: '/french' });
    // The default language has no prefix: `/en/…` is not an English address but a missing page.
    expect(splitLocalePath('/en/designers')).toEqual({ locale: 'en', path: '/en/designers' });
  });

  it('writes a page in a language as its address', () => {
    expect(localizedPath('/designers', 'fr')).toBe('/fr/designers');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/designers', 'en')).toBe('/designers');
  });
});

describe('the language a browser asks for', () => {
  it('is the first by weight that the product speaks', () => {
    expect(negotiateLocale('fr-CI,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLocale('en-US,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(negotiateLocale('de-DE,de;q=0.9,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(negotiateLocale('en;q=0.5,fr;q=0.7')).toBe('fr');
  });

  it('is none when the header names no language the product speaks, or refuses them', () => {
    expect(negotiateLocale(undefined)).toBeUndefined();
    expect(negotiateLocale('')).toBeUndefined();
    expect(negotiateLocale('de,sw;q=0.8')).toBeUndefined();
    expect(negotiateLocale('fr;q=0')).toBeUndefined();
    expect(negotiateLocale('*')).toBeUndefined();
  });
});

describe('the language a cookie remembers', () => {
  it('is the lang cookie’s, wherever it stands among the others', () => {
    expect(rememberedLocaleIn('lang=fr')).toBe('fr');
    expect(rememberedLocaleIn('data-saver=on; lang=fr; theme=dark')).toBe('fr');
    expect(rememberedLocaleIn('data-saver=on;lang=en')).toBe('en');
  });

  it('is none without the cookie, or with a language the product does not speak', () => {
    expect(rememberedLocaleIn(undefined)).toBeUndefined();
    expect(rememberedLocaleIn('')).toBeUndefined();
    expect(rememberedLocaleIn('lang=de')).toBeUndefined();
    expect(rememberedLocaleIn('slang=fr')).toBeUndefined();
    expect(rememberedLocaleIn('lang=french')).toBeUndefined();
  });
});
