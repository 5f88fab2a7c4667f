import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor, loadWithMessages, pageLanguage, setPageLanguage } from './i18n';

describe('a part of a page loaded with its messages', () => {
  afterEach(async () => {
    setPageLanguage(await i18nFor('en'));
  });

  it('answers what it loads once its areas are in the page’s language, and not before', async () => {
    // A page started with none of the `forms` area, as a first visit to a profile is.
    setPageLanguage(setupI18n({ locale: 'fr', messages: { fr: {} } }));
    expect(pageLanguage().messages).not.toHaveProperty(['validation.phoneInvalid']);

    const loaded = await loadWithMessages(['forms'], async () => 'the inquiry form');

    expect(loaded).toBe('the inquiry form');
    expect(pageLanguage()._('validation.phoneInvalid')).toBe(
      (await i18nFor('fr'))._('validation.phoneInvalid'),
    );
    expect(pageLanguage().messages).not.toHaveProperty(['auth.login.title']);
  });
});
