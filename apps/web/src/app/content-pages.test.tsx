import { I18nProvider } from '@lingui/react';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@creators-archive/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/i18n';
import { translator } from '../i18n/use-t';
import { headOf } from './public-page';
import { loadScreen } from './router';
import * as helpEnglish from './routes/help.md';
import * as helpFrench from './routes/help.fr.md';
import * as privacyEnglish from './routes/privacy.md';
import * as privacyFrench from './routes/privacy.fr.md';
import * as termsEnglish from './routes/terms.md';
import * as termsFrench from './routes/terms.fr.md';

afterEach(cleanup);

/** A screen alone in `locale`, as the page at `path` shows it. */
async function renderScreen(name: string, locale: Locale, path = `/${name}`) {
  const { default: Screen } = await loadScreen(name);
  const router = createMemoryRouter([{ path: '*', Component: Screen as ComponentType }], {
    initialEntries: [path],
  });
  render(
    <I18nProvider i18n={await i18nFor(locale)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

/** A public page's head in `locale`, as the server renders it. */
async function headIn(name: string, locale: Locale) {
  const { page } = await loadScreen(name);
  if (!page) throw new Error(`${name} defines no page`);
  return headOf(page, {
    queryClient: new QueryClient(),
    params: {},
    searchParams: new URLSearchParams(),
    publicUrl: 'https://archive.example',
    locale,
    t: translator(await i18nFor(locale)),
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('content pages in French', () => {
  it.each([
    ['about', 'À propos de Creators Archive', 'À propos — Creators Archive'],
    ['community', 'Communauté', 'Communauté — Creators Archive'],
    ['vetted-program', 'Programme vérifié', 'Le Programme vérifié — Creators Archive'],
    ['help', 'Aide et assistance', 'Aide — Creators Archive'],
    ['terms', 'Conditions d’utilisation', 'Conditions d’utilisation — Creators Archive'],
    ['privacy', 'Politique de confidentialité', 'Confidentialité — Creators Archive'],
  ])('%s has its French heading and head', async (name, title, headTitle) => {
    await renderScreen(name, 'fr');
    expect(await heading(title)).toBeTruthy();
    expect((await headIn(name, 'fr')).title).toBe(headTitle);
  });

  it('shows the French text of a Markdown page, with its table of contents', async () => {
    await renderScreen('terms', 'fr');
    await heading('Conditions d’utilisation');
    const contents = screen.getByRole('navigation');
    expect(within(contents).getByRole('link', { name: 'Votre compte' }).getAttribute('href')).toBe(
      '#account',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Votre compte' }).id).toBe('account');
    expect(screen.queryByText('Your account')).toBeNull();
  });

  it('states the vetted program’s rules with French numbers', async () => {
    await renderScreen('vetted-program', 'fr');
    await heading('Programme vérifié');
    // The text's own characters: the queries would read the no-break space as a plain one.
    expect(document.body.textContent).toContain('Une présentation de 50 à 2\u202f000 caractères');
    expect(document.body.textContent).toContain('Vous pouvez postuler de nouveau 30 jours après un refus.');
  });

  it.each(['terms', 'privacy'])(
    '%s says in French that the English version prevails, and links to it',
    async (name) => {
      await renderScreen(name, 'fr');
      const link = await screen.findByRole('link', { name: 'version anglaise' });
      expect(link.getAttribute('href')).toBe(`/${name}`);
      expect(link.getAttribute('hreflang')).toBe('en');
      expect(link.closest('p')?.textContent).toMatch(/la version anglaise prévaut\.$/);
    },
  );
});

describe('content pages in English', () => {
  it.each(['terms', 'privacy'])(
    '%s says a French translation exists and that the English version prevails',
    async (name) => {
      await renderScreen(name, 'en');
      const link = await screen.findByRole('link', { name: 'in French' });
      expect(link.getAttribute('href')).toBe(`/fr/${name}`);
      expect(link.getAttribute('hreflang')).toBe('fr');
      expect(link.closest('p')?.textContent).toMatch(/the English version prevails\.$/);
    },
  );
});

describe('the Markdown pages’ translations', () => {
  it.each([
    ['help', helpEnglish, helpFrench],
    ['terms', termsEnglish, termsFrench],
    ['privacy', privacyEnglish, privacyFrench],
  ])('%s has the same sections, under the same anchors, in both languages', (_name, english, french) => {
    expect(french.contents.map(({ id }) => id)).toEqual(english.contents.map(({ id }) => id));
  });
});
