import * as approveEndpoint from '@creators-archive/contract/admin/approve-verification-request';
import * as findVerificationRequestsEndpoint from '@creators-archive/contract/admin/find-verification-requests';
import * as getVerificationRequestEndpoint from '@creators-archive/contract/admin/get-verification-request';
import * as rejectEndpoint from '@creators-archive/contract/admin/reject-verification-request';
import * as revokeEndpoint from '@creators-archive/contract/admin/revoke-verification';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import {
  createPortfolioItem,
  createQueuedVerificationRequest,
  createVerificationReview,
} from '../../../testing/factories';
import { fake, ok } from '../../../testing/fake-api';
import { type } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const amara = createQueuedVerificationRequest();
const kofi = createQueuedVerificationRequest({
  id: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a',
  member: { id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', fullName: 'Kofi Mensah', email: 'kofi@example.com' },
});
const page = (items: (typeof amara)[], nextCursor: string | null) => ({
  items,
  pagination: { limit: 25, nextCursor },
});

async function asAdmin(path: string) {
  await signedIn({ role: 'admin', email: 'admin@example.com' });
  return renderApp(path);
}

describe('the verification queue', () => {
  it('is for admins only: a member is sent home without the queue being asked for', async () => {
    const queue = fake(findVerificationRequestsEndpoint, ok(page([amara], null)));
    await signedIn({ role: 'member' });
    const app = renderApp('/admin/verification');

    await screen.findByRole('heading', { level: 1, name: /An archive of African design/ });
    expect(app.location()).toBe('/');
    expect(queue.requests).toHaveLength(0);
  });

  it('lists pending requests first and pages on with the cursor', async () => {
    const queue = fake(findVerificationRequestsEndpoint, (request) =>
      new URL(request.url, 'http://x').searchParams.get('cursor') === 'page-2'
        ? ok(page([kofi], null))
        : ok(page([amara], 'page-2')),
    );
    await asAdmin('/admin/verification');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verification requests' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: 'Amara Okafor' });
    expect(first.getAttribute('href')).toBe(`/admin/verification/${amara.id}`);
    expect(queue.requests[0]?.url).toBe('/v1/admin/verification-requests?status=pending');
    // On a phone each row stands as a block, each value after its column's name.
    const firstRow = within(first.closest('tr')!);
    expect(firstRow.getByText(amara.member.email).closest('td')?.dataset.label).toBe('E-mail');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Kofi Mensah' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Amara Okafor' })).toBeTruthy();
    expect(queue.requests[1]?.url).toBe('/v1/admin/verification-requests?status=pending&cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows another state when chosen', async () => {
    const queue = fake(findVerificationRequestsEndpoint, (request) =>
      request.url.includes('status=rejected')
        ? ok(page([{ ...kofi, status: 'rejected', reason: 'Not enough finished work yet.' }], null))
        : ok(page([amara], null)),
    );
    const app = await asAdmin('/admin/verification');
    await screen.findByRole('link', { name: 'Amara Okafor' });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rejected' } });

    expect(await screen.findByRole('link', { name: 'Kofi Mensah' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Amara Okafor' })).toBeNull();
    expect(app.location()).toBe('/admin/verification?status=rejected');
    expect(queue.requests.at(-1)?.url).toBe('/v1/admin/verification-requests?status=rejected');
  });
});

describe('reviewing a request', () => {
  const review = createVerificationReview({
    request: { ...amara, links: ['https://behance.net/amara'] },
    portfolio: [createPortfolioItem({ title: 'Adire study', status: 'ready' })],
    history: [
      amara,
      {
        ...amara,
        id: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b',
        status: 'rejected',
        reason: 'Too little work yet.',
      },
    ],
  });

  async function openReview() {
    fake(getVerificationRequestEndpoint, ok(review));
    fake(findVerificationRequestsEndpoint, ok(page([amara], null)));
    const app = await asAdmin(`/admin/verification/${amara.id}`);
    await screen.findByText(amara.statement);
    return app;
  }

  it('shows the member, the statement, links that leave safely, the portfolio and earlier requests', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openReview();

    const member = within(screen.getByRole('region', { name: 'Member' }));
    expect(member.getByText('amara@example.com')).toBeTruthy();
    expect(member.getByText('Lagos, Nigeria')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://behance.net/amara' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(screen.getByRole('list', { name: 'Portfolio' })).getByAltText('Adire study')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Earlier applications' })).getByText(
        'Reason: Too little work yet.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open document' }));
    expect(open).toHaveBeenCalledWith(review.documentUrl, '_blank', 'noopener,noreferrer');
  });

  it('approves once confirmed and returns to the queue', async () => {
    const toast = vi.spyOn(notify, 'success');
    const app = await openReview();
    const approve = fake(
      approveEndpoint,
      ok({ ...amara, status: 'approved', decidedAt: '2026-03-02T10:00:00.000Z' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Approve Amara Okafor?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, approve' }));

    await waitFor(() => expect(app.location()).toBe('/admin/verification'));
    expect(approve.requests).toHaveLength(1);
    expect(approve.requests[0]).toMatchObject({
      method: 'POST',
      url: `/v1/admin/verification-requests/${amara.id}/approve`,
    });
    expect(toast).toHaveBeenCalledWith('Amara Okafor is verified');
  });

  it('rejects with a reason of at least 10 characters once confirmed, and returns to the queue', async () => {
    const toast = vi.spyOn(notify, 'success');
    const app = await openReview();
    const reject = fake(
      rejectEndpoint,
      ok({ ...amara, status: 'rejected', reason: 'Add more finished work.' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByRole('alertdialog', { name: 'Reject Amara Okafor’s application?' });
    type('Reason', 'Too thin');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, reject' }));
    expect(await screen.findByText('Give the member a reason of at least 10 characters')).toBeTruthy();
    expect(reject.requests).toHaveLength(0);

    type('Reason', 'Add more finished work.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, reject' }));

    await waitFor(() => expect(app.location()).toBe('/admin/verification'));
    expect(reject.requests[0]).toMatchObject({
      method: 'POST',
      url: `/v1/admin/verification-requests/${amara.id}/reject`,
      body: { reason: 'Add more finished work.' },
    });
    expect(toast).toHaveBeenCalledWith('Amara Okafor’s application was rejected');
  });

  it('offers no decision on a request already decided, nor a document once deleted', async () => {
    fake(
      getVerificationRequestEndpoint,
      ok(
        createVerificationReview({
          request: { ...amara, status: 'approved', decidedAt: '2026-03-02T10:00:00.000Z' },
          documentUrl: null,
          documentLinkExpiresAt: null,
        }),
      ),
    );
    await asAdmin(`/admin/verification/${amara.id}`);
    await screen.findByText(amara.statement);

    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open document' })).toBeNull();
    expect(screen.getByText('The document is no longer available.')).toBeTruthy();
  });
  it('revokes a verified member with a reason once confirmed, and offers nothing to revoke otherwise', async () => {
    const toast = vi.spyOn(notify, 'success');
    const approved = { ...amara, status: 'approved' as const, decidedAt: '2026-03-02T10:00:00.000Z' };
    const verifiedReview = createVerificationReview({
      request: approved,
      documentUrl: null,
      documentLinkExpiresAt: null,
    });
    fake(
      getVerificationRequestEndpoint,
      ok({ ...verifiedReview, member: { ...verifiedReview.member, verified: true } }),
    );
    const revoke = fake(revokeEndpoint, ok({ userId: amara.member.id, verified: false }));
    await asAdmin(`/admin/verification/${amara.id}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke verification' }));
    await screen.findByRole('alertdialog', { name: 'Revoke Amara Okafor’s verification?' });
    type('Reason', 'Work shown was copied from another designer.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));

    await waitFor(() => expect(revoke.requests).toHaveLength(1));
    expect(revoke.requests[0]).toMatchObject({
      method: 'POST',
      url: `/v1/admin/members/${amara.member.id}/revoke-verification`,
      body: { reason: 'Work shown was copied from another designer.' },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Amara Okafor is no longer verified'));
  });

  it('offers no revoke for a member who is not verified', async () => {
    fake(
      getVerificationRequestEndpoint,
      ok(
        createVerificationReview({
          request: { ...amara, status: 'rejected', decidedAt: '2026-03-02T10:00:00.000Z' },
        }),
      ),
    );
    await asAdmin(`/admin/verification/${amara.id}`);
    await screen.findByText(amara.statement);
    expect(screen.queryByRole('button', { name: 'Revoke verification' })).toBeNull();
  });
});
