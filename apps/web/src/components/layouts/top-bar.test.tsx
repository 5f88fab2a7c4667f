import * as signOut from '@creators-archive/contract/auth/sign-out';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, setPageLanguage } from '../../i18n/i18n';
import { storedTokens } from '../../testing/browser';
import { fakeEmptyReads } from '../../testing/empty-reads';
import { fake, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render';
import { signedIn, signedOut } from '../../testing/session';

beforeEach(fakeEmptyReads);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const topBar = async () => within(await screen.findByRole('banner'));
const linkNames = (scope: ReturnType<typeof within>) =>
  scope.getAllByRole('link').map((link: HTMLElement) => link.getAttribute('aria-label') ?? link.textContent);

describe('top bar', () => {
  it('offers a visitor Designers, Work, About, Login and Join Creators Archive', async () => {
    await signedOut();
    renderApp('/');
    const bar = await topBar();
    const nav = within(bar.getByRole('navigation', { name: 'Main' }));

    expect(linkNames(nav)).toEqual(['Designers', 'Work', 'About', 'Login', 'Join Creators Archive']);
    expect(nav.getByRole('link', { name: 'Work' }).getAttribute('href')).toBe('/works');
    expect(nav.getByRole('link', { name: 'Join Creators Archive' }).getAttribute('href')).toBe('/join');
  });

  it('offers the same page in French, after the links', async () => {
    await signedOut();
    renderApp('/about');
    const bar = await topBar();
    const languages = within(bar.getByRole('navigation', { name: 'Choose a language' }));

    expect(languages.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/about');
    const [main] = bar.getAllByRole('navigation');
    expect(main?.getAttribute('aria-label')).toBe('Main');
  });

  it('speaks French on a French page', async () => {
    setPageLanguage(await i18nFor('fr'));
    try {
      await signedOut();
      renderApp('/');
      const nav = within((await topBar()).getByRole('navigation', { name: 'Principale' }));

      expect(linkNames(nav)).toEqual([
        'Designers',
        'Réalisations',
        'À propos',
        'Connexion',
        'Rejoindre Creators Archive',
      ]);
    } finally {
      setPageLanguage(await i18nFor('en'));
    }
  });

  it('offers a member Dashboard, Designers, Work and their menu', async () => {
    await signedIn({ fullName: 'Amara Okafor' });
    renderApp('/');
    const bar = await topBar();
    const nav = within(bar.getByRole('navigation', { name: 'Main' }));

    expect(await nav.findByRole('button', { name: 'Account menu for Amara Okafor (AO)' })).toBeTruthy();
    expect(linkNames(nav)).toEqual(['Dashboard', 'Designers', 'Work']);
  });

  it('shows generated initials when the member has no picture', async () => {
    await signedIn({ fullName: 'Amara Okafor', profilePicture: null });
    renderApp('/');
    const menuButton = await (await topBar()).findByRole('button', { name: /Account menu/ });
    expect(within(menuButton).getByTestId('initials-avatar').textContent).toBe('AO');
  });

  it.each([
    [false, ['Dashboard', 'Settings', 'Sign out']],
    [true, ['Dashboard', 'Sign out']],
  ])('with a desktop screen %s, the user menu offers %j', async (isDesktop, items) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: isDesktop,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await signedIn();
    renderApp('/');
    fireEvent.keyDown(await (await topBar()).findByRole('button', { name: /Account menu/ }), {
      key: 'Enter',
    });
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(items);
  });

  it('signs out from the user menu: tokens gone, signed-out top bar', async () => {
    await signedIn();
    const app = renderApp('/dashboard');
    const bar = await topBar();
    fireEvent.keyDown(await bar.findByRole('button', { name: /Account menu/ }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeTruthy();
    fake(signOut, ok({ signedOut: true } as const));

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));

    expect(await bar.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(app.location()).toBe('/');
    expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
  });
});
