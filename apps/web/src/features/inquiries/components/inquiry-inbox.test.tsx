import * as findInquiries from '@creators-archive/contract/inquiries/find-inquiries';
import type { Inquiry } from '@creators-archive/contract/inquiries/inquiry';
import * as updateInquiry from '@creators-archive/contract/inquiries/update-inquiry';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { fake, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { resetBrowserState, signedIn } from '../../../testing/session';

const inquiry: Inquiry = {
  id: '5b1f0c2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
  senderName: 'Bola Ade',
  senderEmail: 'bola@example.com',
  kind: 'commissions',
  budget: '₦400,000',
  message: 'A poster for our bakery launch, please.',
  status: 'new',
  item: { id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', title: 'Poster' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('the inquiries screen', () => {
  it('lists the inquiries with what they are about, and marks one as spam', async () => {
    await signedIn();
    fakeEmptyReads();
    const lists = fake(findInquiries, ok({ items: [inquiry], pagination: { limit: 20, nextCursor: null } }));
    const update = fake(updateInquiry, ok({ ...inquiry, status: 'spam' }));
    renderApp('/account/inquiries');
    const card = (await screen.findByRole('heading', { level: 2, name: /Bola Ade/ })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'bola@example.com' }).getAttribute('href')).toBe(
      'mailto:bola@example.com',
    );
    expect(card.textContent).toContain('Commissions · Budget: ₦400,000 · About “Poster”');

    fireEvent.click(within(card).getByRole('button', { name: 'Mark as spam' }));
    await waitFor(() => expect(update.requests).toHaveLength(1));
    expect(update.requests[0]?.body).toEqual({ status: 'spam' });
    await waitFor(() => expect(lists.requests.length).toBeGreaterThan(1));
  });

  it('asks for one status at a time', async () => {
    await signedIn();
    fakeEmptyReads();
    const lists = fake(findInquiries, ok({ items: [], pagination: { limit: 20, nextCursor: null } }));
    renderApp('/account/inquiries');
    expect(await screen.findByText('No inquiries here')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'archived' } });
    await waitFor(() => expect(lists.requests.at(-1)?.url).toContain('status=archived'));
  });
});
