import * as deleteCollection from '@creators-archive/contract/collections/delete-collection';
import * as findCollections from '@creators-archive/contract/collections/find-collections';
import * as updateCollection from '@creators-archive/contract/collections/update-collection';
import type { Collection } from '@creators-archive/contract/entities/collection';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fake, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

afterEach(cleanup);

const postersId = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';

const posters: Collection = {
  id: postersId,
  name: 'Posters',
  description: 'Lagos walls',
  visibility: 'public',
  itemCount: 3,
  covers: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const listOf = (items: Collection[]) =>
  ok({ items, pagination: { page: 1, limit: 100, total: items.length, totalPages: 1 } });

describe('the member’s collections', () => {
  it('lists each with its count and who sees it, linking to its page', async () => {
    await signedIn();
    fake(
      findCollections,
      listOf([
        posters,
        { ...posters, id: crypto.randomUUID(), name: 'Marks', visibility: 'private', itemCount: 1 },
      ]),
    );
    renderApp('/account/collections');

    const link = await screen.findByRole('link', { name: 'Open Posters' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/collections/${postersId}`);
    expect(screen.getByText('3 works · Public')).toBeTruthy();
    expect(screen.getByText('1 work · Private')).toBeTruthy();
  });

  it('renames a collection and makes it private', async () => {
    await signedIn();
    fake(findCollections, listOf([posters]));
    const updated = fake(updateCollection, ok({ ...posters, name: 'Wall posters', visibility: 'private' }));
    renderApp('/account/collections');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
    const form = within(screen.getByRole('form', { name: 'Edit Posters' }));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Wall posters' } });
    fireEvent.click(form.getByLabelText('Private: only you'));
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(updated.requests).toHaveLength(1));
    expect(updated.requests[0]).toMatchObject({
      method: 'PATCH',
      url: `/v1/collections/${postersId}`,
      body: { name: 'Wall posters', description: 'Lagos walls', visibility: 'private' },
    });
  });

  it('deletes a collection once confirmed', async () => {
    await signedIn();
    fake(findCollections, listOf([posters]));
    const deleted = fake(deleteCollection, ok({ deleted: true as const }));
    renderApp('/account/collections');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Posters?' }));
    expect(dialog.getByText('The collection goes; the works in it stay where they are.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(deleted.requests).toHaveLength(1));
    expect(deleted.requests[0]).toMatchObject({ method: 'DELETE', url: `/v1/collections/${postersId}` });
  });
});
