import * as updateMe from '@creators-archive/contract/users/update-me';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberedLanguage } from '../../lib/language-choice';
import { notify } from '../../lib/notify';
import { stubLocation } from '../../testing/browser';
import { createUser } from '../../testing/factories';
import { fail, fake, ok, receivedRequests } from '../../testing/fake-api';
import { signedIn, signedOut } from '../../testing/session';
import { LanguageSwitcher } from './language-switcher';

const forgetLanguage = () => {
  document.cookie = 'lang=; path=/; max-age=0';
};

/** Whether the last click on a link was left to the browser, which would load its address. */
let leftToBrowser: boolean | undefined;
const keepPage = (event: MouseEvent) => {
  leftToBrowser = !event.defaultPrevented;
  // The tests' DOM cannot load another page.
  event.preventDefault();
};

beforeEach(() => {
  forgetLanguage();
  leftToBrowser = undefined;
  window.addEventListener('click', keepPage);
});
afterEach(() => {
  cleanup();
  window.removeEventListener('click', keepPage);
  forgetLanguage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSwitcherAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSwitcher />
    </MemoryRouter>,
  );
}

describe('the language switcher', () => {
  it("remembers a visitor's choice and leaves the page load to the link", async () => {
    stubLocation('/about');
    await signedOut();
    renderSwitcherAt('/about');

    fireEvent.click(screen.getByRole('link', { name: 'Français' }));

    expect(leftToBrowser).toBe(true);
    expect(rememberedLanguage()).toBe('fr');
    expect(receivedRequests()).toEqual([]);
  });

  it("saves a member's choice to their settings, then loads the page in it", async () => {
    const location = stubLocation('/about?tab=work');
    await signedIn({ locale: 'en' });
    const update = fake(updateMe, ok(createUser({ locale: 'fr' })));
    let savedWhenLoaded: number | undefined;
    location.assign.mockImplementation(() => {
      savedWhenLoaded = update.requests.length;
    });
    renderSwitcherAt('/about?tab=work');

    fireEvent.click(screen.getByRole('link', { name: 'Français' }));

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/fr/about?tab=work'));
    expect(leftToBrowser).toBe(false);
    expect(savedWhenLoaded).toBe(1);
    expect(update.requests.map((request) => request.body)).toEqual([{ locale: 'fr' }]);
    expect(rememberedLanguage()).toBe('fr');
  });

  it("keeps the page, and the member's language, when their choice cannot be saved", async () => {
    const location = stubLocation('/about');
    await signedIn({ locale: 'en' });
    fake(updateMe, fail(400, 'That language is not offered', { reason: 'VALIDATION_FAILED' }));
    const showError = vi.spyOn(notify, 'error');
    renderSwitcherAt('/about');

    fireEvent.click(screen.getByRole('link', { name: 'Français' }));

    await waitFor(() => expect(showError).toHaveBeenCalledWith('That language is not offered'));
    expect(location.assign).not.toHaveBeenCalled();
    expect(rememberedLanguage()).toBe('en');
  });
});
