import * as addItem from '@creators-archive/contract/collections/add-collection-item';
import * as createCollection from '@creators-archive/contract/collections/create-collection';
import * as findCollections from '@creators-archive/contract/collections/find-collections';
import * as removeItem from '@creators-archive/contract/collections/remove-collection-item';
import type { Collection } from '@creators-archive/contract/entities/collection';
import * as findWorks from '@creators-archive/contract/works/find-works';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fake, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedIn, signedOut } from '../../../testing/session';

afterEach(cleanup);

const itemId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const postersId = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';
const marksId = '2c3d4e5f-6071-4829-93a4-b5c6d7e8f90a';

function collection(overrides: Partial<Collection>): Collection {
  return {
    id: postersId,
    name: 'Posters',
    description: null,
    visibility: 'public',
    itemCount: 0,
    covers: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const work: findWorks.WorkCard = {
  id: itemId,
  title: 'Ge’ez display face',
  category: null,
  tags: [],
  images: [{ url: '/media/a-640.webp', width: 640, height: 480, format: 'webp' }],
  width: 1280,
  height: 960,
  thumbhash: null,
  imageCount: 1,
  likeCount: 0,
  viewCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  designer: {
    id: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601',
    fullName: 'Selam Tesfaye',
    profilePicture: null,
    verified: false,
  },
};

const works = () => fake(findWorks, ok({ items: [work], pagination: { limit: 24, nextCursor: null } }));
const mine = (items: Collection[], holding: string[]) =>
  ok({
    items: items.map((item) => ({ ...item, holdsItem: holding.includes(item.id) })),
    pagination: { page: 1, limit: 100, total: items.length, totalPages: 1 },
  });

async function openDialog() {
  fireEvent.click(
    await screen.findByRole('button', { name: 'Save Ge’ez display face to a collection' }, { timeout: 5000 }),
  );
  return within(await screen.findByRole('dialog', { name: 'Save to a collection' }, { timeout: 5000 }));
}

describe('saving a work to a collection', () => {
  it('sends a visitor to sign in and back', async () => {
    await signedOut();
    works();
    renderApp('/works');
    const link = await screen.findByRole(
      'link',
      { name: 'Save Ge’ez display face to a collection' },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe('/login?redirectTo=%2Fworks');
  });

  it('ticks the collections holding the work, and saves or removes it as a box is ticked', async () => {
    await signedIn();
    works();
    const listed = fake(
      findCollections,
      mine(
        [
          collection({ id: postersId, name: 'Posters' }),
          collection({ id: marksId, name: 'Marks', visibility: 'private' }),
        ],
        [postersId],
      ),
    );
    const added = fake(addItem, ok({ changed: true, itemCount: 1 }));
    const removed = fake(removeItem, ok({ changed: true, itemCount: 0 }));
    renderApp('/works');

    const dialog = await openDialog();
    const posters = (await dialog.findByRole('checkbox', { name: /Posters/ })) as HTMLInputElement;
    const marks = dialog.getByRole('checkbox', { name: /Marks/ }) as HTMLInputElement;
    expect(listed.requests[0]?.url).toBe(`/v1/collections?itemId=${itemId}`);
    expect(posters.checked).toBe(true);
    expect(marks.checked).toBe(false);
    expect(dialog.getByText('Private')).toBeTruthy();

    fireEvent.click(marks);
    await waitFor(() => expect(added.requests).toHaveLength(1));
    expect(added.requests[0]).toMatchObject({
      method: 'POST',
      url: `/v1/collections/${marksId}/items`,
      body: { itemId },
    });
    fireEvent.click(posters);
    await waitFor(() => expect(removed.requests).toHaveLength(1));
    expect(removed.requests[0]).toMatchObject({
      method: 'DELETE',
      url: `/v1/collections/${postersId}/items/${itemId}`,
    });
  });

  it('makes a new collection from the dialog and saves the work in it', async () => {
    await signedIn();
    works();
    fake(findCollections, mine([], []));
    const created = fake(
      createCollection,
      ok(collection({ id: marksId, name: 'Marks', visibility: 'private' }), 201),
    );
    const added = fake(addItem, ok({ changed: true, itemCount: 1 }));
    renderApp('/works');

    const dialog = await openDialog();
    expect(await dialog.findByText('You have no collections yet. Make one below.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Marks' } });
    fireEvent.click(dialog.getByLabelText('Private: only you'));
    fireEvent.click(dialog.getByRole('button', { name: 'Create and save' }));

    await waitFor(() => expect(added.requests).toHaveLength(1));
    expect(created.requests[0]?.body).toEqual({ name: 'Marks', visibility: 'private' });
    expect(added.requests[0]?.url).toBe(`/v1/collections/${marksId}/items`);
  });

  it('shows the API’s word on a refused name beside the field', async () => {
    await signedIn();
    works();
    fake(findCollections, mine([], []));
    fake(
      createCollection,
      fail(400, 'Some fields are not valid', {
        reason: 'VALIDATION_FAILED',
        fields: { name: 'validation.atMost80Characters' },
      }),
    );
    renderApp('/works');

    const dialog = await openDialog();
    fireEvent.change(await dialog.findByLabelText('Name'), { target: { value: 'A name' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create and save' }));
    expect(await dialog.findByText('Use at most 80 characters')).toBeTruthy();
  });
});
