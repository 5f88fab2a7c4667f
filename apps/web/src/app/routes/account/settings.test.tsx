import * as updateMe from '@creators-archive/contract/users/update-me';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberedLanguage } from '../../../lib/language-choice';
import { notify } from '../../../lib/notify';
import { stubLocation } from '../../../testing/browser';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { createUser } from '../../../testing/factories';
import { fake, ok } from '../../../testing/fake-api';
import { press } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

const forgetLanguage = () => {
  document.cookie = 'lang=; path=/; max-age=0';
};

beforeEach(() => {
  forgetLanguage();
  fakeEmptyReads();
});
afterEach(() => {
  cleanup();
  forgetLanguage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The settings page of a member whose language is `locale`, on its English address. */
async function openSettings(locale: 'en' | 'fr') {
  const location = stubLocation('/account/settings');
  await signedIn({ locale });
  renderApp('/account/settings');
  const section = within(await screen.findByRole('region', { name: 'Language' }));
  return { location, section };
}

describe('the language setting', () => {
  it("shows the member's language, each named in its own", async () => {
    const { section } = await openSettings('fr');

    const french = section.getByRole('radio', { name: 'Français' }) as HTMLInputElement;
    const english = section.getByRole('radio', { name: 'English' }) as HTMLInputElement;
    expect(french.checked).toBe(true);
    expect(english.checked).toBe(false);
    expect(french.closest('label')?.getAttribute('lang')).toBe('fr');
  });

  it('saves the language, remembers it here and loads the page in it', async () => {
    const { location, section } = await openSettings('en');
    const update = fake(updateMe, ok(createUser({ locale: 'fr' })));
    const toast = vi.spyOn(notify, 'success');

    fireEvent.click(section.getByRole('radio', { name: 'Français' }));
    press('Save language');

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/fr/account/settings'));
    expect(update.requests.map((request) => request.body)).toEqual([{ locale: 'fr' }]);
    expect(toast).toHaveBeenCalledWith('Language saved');
    expect(rememberedLanguage()).toBe('fr');
  });

  it('stays on a page already in the language saved', async () => {
    const { location, section } = await openSettings('fr');
    const update = fake(updateMe, ok(createUser({ locale: 'en' })));
    const toast = vi.spyOn(notify, 'success');

    fireEvent.click(section.getByRole('radio', { name: 'English' }));
    press('Save language');

    await waitFor(() => expect(toast).toHaveBeenCalledWith('Language saved'));
    expect(update.requests.map((request) => request.body)).toEqual([{ locale: 'en' }]);
    expect(rememberedLanguage()).toBe('en');
    expect(location.assign).not.toHaveBeenCalled();
  });
});
