import * as findPortfolioItems from '@creators-archive/contract/portfolio/find-portfolio-items';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { createPortfolioItem } from '../../../testing/factories';
import { fake, ok } from '../../../testing/fake-api';
import { resetBrowserState } from '../../../testing/session';
import { PortfolioManager } from './portfolio-manager';

const project = createPortfolioItem({ title: 'Adire study', media: [] });

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('choosing images in the portfolio', () => {
  it('refuses a file the browser can tell is wrong at once and asks about the others before sending any', async () => {
    fake(
      findPortfolioItems,
      ok({ items: [project], pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } }),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <PortfolioManager userId={project.userId} />
      </QueryClientProvider>,
    );
    await screen.findByText('Adire study');
    fireEvent.change(screen.getByLabelText('Choose images to upload'), {
      target: {
        files: [
          new File(['text'], 'notes.txt', { type: 'text/plain' }),
          new File(['a'], 'red.png', { type: 'image/png' }),
          new File(['b'], 'blue.png', { type: 'image/png' }),
        ],
      },
    });

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByRole('alert').textContent).toBe(
      'notes.txt is not a JPEG, PNG, WebP, AVIF or GIF image.',
    );
    const form = screen.getByRole('form', { name: '2 images to upload' });
    expect(within(form).getByLabelText('Alt text for red.png')).toBeTruthy();
    expect(within(form).getByLabelText('Alt text for blue.png')).toBeTruthy();
    // The member's projects with room for the images are offered too.
    expect(within(form).getByRole('option', { name: 'Add to “Adire study”' })).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: '2 images to upload' })).toBeNull();
  });
});
