import * as findWorks from '@creators-archive/contract/works/find-works';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fake, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedOut } from '../../../testing/session';
import type { WorkCard } from '../api/find-works';

afterEach(cleanup);

const designerId = '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601';

function work(overrides: Partial<WorkCard> = {}): WorkCard {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    title: 'Ge’ez display face',
    category: 'Typography',
    tags: ['type', 'ethiopia'],
    images: [
      { url: '/media/a-640.avif', width: 640, height: 480, format: 'avif' },
      { url: '/media/a-640.webp', width: 640, height: 480, format: 'webp' },
    ],
    width: 1280,
    height: 960,
    thumbhash: null,
    imageCount: 4,
    likeCount: 12,
    viewCount: 80,
    createdAt: '2026-11-20T10:00:00.000Z',
    designer: { id: designerId, fullName: 'Selam Tesfaye', profilePicture: null, verified: true },
    ...overrides,
  };
}

const page = (items: WorkCard[], nextCursor: string | null = null) =>
  ok({ items, pagination: { limit: 24, nextCursor } });

describe('finding work', () => {
  it('asks the API for the filters in the URL and links each card to its project page', async () => {
    await signedOut();
    const works = fake(findWorks, page([work()]));

    renderApp('/works?q=display&category=Typography&tag=type&sort=popular');

    const link = await screen.findByRole('link', { name: 'Ge’ez display face' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(
      `/designers/${designerId}/work/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d`,
    );
    expect(works.requests[0]?.url).toBe(
      '/v1/works?q=display&category=Typography&tag=type&sort=popular&limit=24',
    );
    expect(screen.getByRole('img', { name: 'Ge’ez display face by Selam Tesfaye' })).toBeTruthy();
    expect(screen.getByText('4 images')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('display');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('Typography');
    const active = within(screen.getByRole('list', { name: 'Filters in use' }));
    expect(active.getByText('“display”')).toBeTruthy();
    expect(active.getByText('#type')).toBeTruthy();
  });

  it('leaves out of the request what the search would refuse', async () => {
    await signedOut();
    const works = fake(findWorks, page([work()]));

    renderApp('/works?category=Knitting&color=red&sort=oldest&tag=%20');

    await screen.findByRole('link', { name: 'Ge’ez display face' }, { timeout: 5000 });
    expect(works.requests[0]?.url).toBe('/v1/works?limit=24');
  });

  it('replaces the address while typing, pushes a chosen category, and removes a filter from its chip', async () => {
    await signedOut();
    fake(findWorks, (request) => (request.url.includes('q=') ? page([]) : page([work()])));
    const app = renderApp('/works?sort=popular');
    await screen.findByRole('link', { name: 'Ge’ez display face' }, { timeout: 5000 });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'kente' } });
    await waitFor(() => expect(app.location()).toBe('/works?sort=popular&q=kente'));
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'No work matches' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Illustration' } });
    await waitFor(() => expect(app.location()).toBe('/works?sort=popular&q=kente&category=Illustration'));
    expect(app.router.state.historyAction).toBe('PUSH');

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: “kente”' }));
    await waitFor(() => expect(app.location()).toBe('/works?sort=popular&category=Illustration'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  it('searches by a swatch’s colour, keeping the other filters, and by any colour from the picker', async () => {
    await signedOut();
    const works = fake(findWorks, page([work({ colorMatch: { color: '#2f60a8', distance: 3.2 } })]));
    const app = renderApp('/works?category=Typography');
    await screen.findByRole('link', { name: 'Ge’ez display face' }, { timeout: 5000 });
    const swatches = within(screen.getByRole('list', { name: 'Common colours' }));
    expect(swatches.getAllByRole('link').length).toBeGreaterThanOrEqual(10);

    fireEvent.click(swatches.getByRole('link', { name: 'Blue' }));
    await waitFor(() => expect(app.location()).toBe('/works?category=Typography&color=%232e5eaa'));
    await waitFor(() =>
      expect(works.requests.at(-1)?.url).toBe('/v1/works?category=Typography&color=%232e5eaa&limit=24'),
    );
    expect(swatches.getByRole('link', { name: 'Blue' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Colour #2e5eaa')).toBeTruthy();
    // A colour orders by closeness, so the sort does not apply.
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Any other colour'), { target: { value: '#E0A030' } });
    await waitFor(() => expect(app.location()).toBe('/works?category=Typography&color=%23e0a030'));

    fireEvent.click(await screen.findByRole('button', { name: 'Remove filter: Colour #e0a030' }));
    await waitFor(() => expect(app.location()).toBe('/works?category=Typography'));
  });

  it('searches for a tag from a card', async () => {
    await signedOut();
    fake(findWorks, page([work()]));
    const app = renderApp('/works?q=face');
    await screen.findByRole('link', { name: 'Ge’ez display face' }, { timeout: 5000 });

    fireEvent.click(screen.getByRole('link', { name: '#ethiopia' }));
    await waitFor(() => expect(app.location()).toBe('/works?q=face&tag=ethiopia'));
  });

  it('appends the next page after the ones shown, following the cursor', async () => {
    await signedOut();
    const second = work({ id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e', title: 'Adinkra set' });
    const works = fake(findWorks, (request) =>
      request.url.includes('cursor=') ? page([second]) : page([work()], 'page-2'),
    );
    renderApp('/works');
    await screen.findByRole('link', { name: 'Ge’ez display face' }, { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Load more work' }));

    expect(await screen.findByRole('link', { name: 'Adinkra set' })).toBeTruthy();
    expect(works.requests.at(-1)?.url).toBe('/v1/works?cursor=page-2&limit=24');
    const grid = within(screen.getByRole('list', { name: 'Work' }));
    expect(grid.getAllByTestId('work-card')).toHaveLength(2);
    expect(screen.getByText('You have reached the end of the list.')).toBeTruthy();
  });

  it('says when nothing has been shared yet, and offers to clear filters that match nothing', async () => {
    await signedOut();
    fake(findWorks, page([]));
    const app = renderApp('/works?tag=indigo');

    expect(await screen.findByRole('heading', { name: 'No work matches' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location()).toBe('/works'));
    expect(await screen.findByRole('heading', { name: 'No work shared yet' })).toBeTruthy();
  });
});
