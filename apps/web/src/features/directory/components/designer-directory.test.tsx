import * as findDesigners from '@creators-archive/contract/directory/find-designers';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fake, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedOut } from '../../../testing/session';
import type { DesignerCard } from '../api/find-designers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function card(overrides: Partial<DesignerCard> = {}): DesignerCard {
  return {
    id: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601',
    fullName: 'Selam Tesfaye',
    profilePicture: null,
    country: 'Ethiopia',
    city: 'Addis Ababa',
    disciplines: ['Typography', 'Type design'],
    verified: true,
    cover: {
      itemId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      title: 'Ge’ez display face',
      images: [
        { url: '/media/a-640.avif', width: 640, height: 480, format: 'avif' },
        { url: '/media/a-640.webp', width: 640, height: 480, format: 'webp' },
      ],
      width: 1280,
      height: 960,
      thumbhash: null,
    },
    itemCount: 3,
    ...overrides,
  };
}

const page = (items: DesignerCard[], nextCursor: string | null = null) =>
  ok({ items, pagination: { limit: 24, nextCursor } });

describe('designer directory', () => {
  it('asks the API for the filters in the URL and links each card to its profile', async () => {
    await signedOut();
    const designers = fake(findDesigners, page([card()]));

    renderApp('/designers?q=selam&discipline=Typography&verified=true&sort=name');

    const link = await screen.findByRole('link', { name: 'Selam Tesfaye' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/designers/3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601');
    expect(designers.requests[0]?.url).toBe(
      '/v1/designers?q=selam&discipline=Typography&verified=true&sort=name&limit=24',
    );
    expect(screen.getByRole('img', { name: 'Ge’ez display face by Selam Tesfaye' })).toBeTruthy();
    // Right under the page's title, so the headings go 1, 2 with no level skipped.
    expect(screen.getByRole('heading', { level: 2, name: 'Selam Tesfaye' })).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('selam');
    expect((screen.getByLabelText('Discipline') as HTMLSelectElement).value).toBe('Typography');
  });

  it('replaces the address while typing and pushes a chosen filter', async () => {
    await signedOut();
    fake(findDesigners, (request) =>
      request.url.includes('q=') ? page([]) : page([card({ id: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f602' })]),
    );
    const app = renderApp('/designers?sort=popular');
    await screen.findByRole('link', { name: 'Selam Tesfaye' });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'tesfaye' } });
    await waitFor(() => expect(app.location()).toBe('/designers?sort=popular&q=tesfaye'));
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'No designers match' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Ethiopia' } });
    await waitFor(() => expect(app.location()).toBe('/designers?sort=popular&q=tesfaye&country=Ethiopia'));
    expect(app.router.state.historyAction).toBe('PUSH');
  });

  it('says so honestly when the directory fails to load', async () => {
    await signedOut();
    fake(findDesigners, fail(503, 'Service unavailable', { reason: 'DATABASE_UNAVAILABLE' }));
    renderApp('/designers?country=Chad');

    expect(
      await screen.findByRole('heading', { name: 'The directory did not load' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
