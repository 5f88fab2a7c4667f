import * as findPortfolioItems from '@creators-archive/contract/portfolio/find-portfolio-items';
import * as getUser from '@creators-archive/contract/users/get-user';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, setPageLanguage } from '../../../i18n/i18n';
import { createPortfolioItem, createProfileUser } from '../../../testing/factories';
import { fail, fake, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedOut } from '../../../testing/session';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'data-saver=; Path=/; Max-Age=0';
});

const id = '0b6f3a52-7c1d-4e8a-9b2f-5d4c3e2a1f00';
const noWork = ok({ items: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } });

describe('designer profile', () => {
  it("shows the designer's public profile from the API", async () => {
    await signedOut();
    const designer = createProfileUser({
      id,
      fullName: 'Kwame Mensah',
      city: 'Accra',
      country: 'Ghana',
      disciplines: ['Branding', 'Type design'],
      verified: true,
    });
    const profile = fake(getUser, ok(designer));
    const work = fake(findPortfolioItems, noWork);

    renderApp(`/designers/${id}`);

    // The route is loaded lazily; under a loaded test run that can take more than a second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kwame Mensah' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(profile.requests[0]?.url).toBe(`/v1/users/${id}`);
    expect(await screen.findByText('Kwame Mensah has not added any work.')).toBeTruthy();
    expect(work.requests[0]?.url).toBe(`/v1/portfolio?userId=${id}&limit=50`);
    expect(screen.getByText('Accra, Ghana')).toBeTruthy();
    expect(screen.getByText('Type design')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
  });

  it('names the disciplines in French on a French page', async () => {
    setPageLanguage(await i18nFor('fr'));
    try {
      await signedOut();
      fake(
        getUser,
        ok(createProfileUser({ id, fullName: 'Aïcha Traoré', disciplines: ['Comics', 'Pattern'] })),
      );
      fake(findPortfolioItems, noWork);

      renderApp(`/designers/${id}`);

      const list = await screen.findByRole('list', { name: 'Disciplines' }, { timeout: 5000 });
      expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
        'Bande dessinée',
        'Motifs',
      ]);
    } finally {
      setPageLanguage(await i18nFor('en'));
    }
  });

  it('says so when there is no such designer', async () => {
    await signedOut();
    fake(getUser, fail(404, 'User not found', { reason: 'USER_NOT_FOUND' }));
    fake(findPortfolioItems, noWork);
    renderApp(`/designers/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Designer not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse designers' }).getAttribute('href')).toBe('/designers');
  });

  it('says the same for an address that is not a designer id at all', async () => {
    await signedOut();
    fake(
      getUser,
      fail(400, 'Not a valid user id', {
        reason: 'VALIDATION_FAILED',
        fields: { id: 'Not a valid user id' },
      }),
    );
    fake(
      findPortfolioItems,
      fail(400, 'Some fields are not valid', {
        reason: 'VALIDATION_FAILED',
        fields: { userId: 'Not a valid user id' },
      }),
    );
    renderApp('/designers/not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Designer not found' })).toBeTruthy();
  });

  it('in data-saver mode shows the work only once the visitor asks for it', async () => {
    await signedOut();
    document.cookie = 'data-saver=on; Path=/';
    fake(getUser, ok(createProfileUser({ id, fullName: 'Kwame Mensah' })));
    fake(
      findPortfolioItems,
      ok({
        items: [createPortfolioItem({ userId: id, title: 'Kente patterns', status: 'ready' })],
        pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
      }),
    );
    renderApp(`/designers/${id}`);

    const show = await screen.findByRole('button', { name: 'Show images' }, { timeout: 5000 });
    expect(screen.queryByText('Kente patterns')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    fireEvent.click(show);
    expect(await screen.findByText('Kente patterns')).toBeTruthy();
  });
});
