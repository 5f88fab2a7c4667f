import * as updatePortfolioItem from '@creators-archive/contract/portfolio/update-portfolio-item';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { createPortfolioItem } from '../../../testing/factories';
import { fail, fake, ok, receivedRequests } from '../../../testing/fake-api';
import { resetBrowserState } from '../../../testing/session';
import { EditItemDialog } from './edit-item-dialog';

const item = createPortfolioItem({
  title: 'Adire study',
  tags: ['indigo'],
  media: [
    {
      id: '0b7f6d2a-1c3e-4f5a-8b9c-0d1e2f3a4b51',
      images: [],
      width: 1600,
      height: 1200,
      thumbhash: null,
      caption: null,
      alt: null,
      position: 0,
      status: 'ready',
      palette: [],
    },
  ],
});

function openDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <EditItemDialog item={item} onClose={onClose} onAddFiles={vi.fn()} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('dialog', { name: 'Edit work' }));
}

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('editing a work', () => {
  it('sends the fields as the contract reads them and closes', async () => {
    const update = fake(
      updatePortfolioItem,
      ok({ ...item, category: 'Textile design', tags: ['indigo', 'adire'] }),
    );
    const onClose = vi.fn();
    const dialog = openDialog(onClose);
    fireEvent.change(dialog.getByLabelText('Category'), { target: { value: 'Textile design' } });
    fireEvent.change(dialog.getByLabelText('Tags (comma-separated, at most 10)'), {
      target: { value: 'indigo, , adire, indigo' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update.requests[0]).toMatchObject({
      url: `/v1/portfolio/${item.id}`,
      body: {
        title: 'Adire study',
        description: null,
        category: 'Textile design',
        tags: ['indigo', 'adire'],
      },
    });
  });

  it('refuses more than 10 tags without calling the server', async () => {
    const dialog = openDialog();
    fireEvent.change(dialog.getByLabelText('Tags (comma-separated, at most 10)'), {
      target: { value: Array.from({ length: 11 }, (_, index) => `tag${index}`).join(', ') },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Use at most 10 tags')).toBeTruthy();
    expect(receivedRequests()).toEqual([]);
  });

  it('shows an answer about no field in the dialog', async () => {
    fake(updatePortfolioItem, fail(404, 'Portfolio item not found', { reason: 'PORTFOLIO_ITEM_NOT_FOUND' }));
    const onClose = vi.fn();
    const dialog = openDialog(onClose);
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Portfolio item not found');
    expect(onClose).not.toHaveBeenCalled();
  });
});
