import * as findMembersEndpoint from '@creators-archive/contract/admin/find-members';
import type { AdminMemberSummary } from '@creators-archive/contract/admin/find-members';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { fake, ok } from '../../../testing/fake-api';
import { type } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(cleanup);

function createMemberSummary(overrides: Partial<AdminMemberSummary> = {}): AdminMemberSummary {
  return {
    id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    fullName: 'Amara Okafor',
    email: 'amara@example.com',
    role: 'member',
    country: 'NG',
    verified: true,
    suspendedAt: null,
    subscriptionStatus: 'active',
    subscriptionPlan: 'Creator Monthly',
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

const amara = createMemberSummary();
const kofi = createMemberSummary({
  id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
  fullName: 'Kofi Mensah',
  email: 'kofi@example.com',
  country: 'GH',
  verified: false,
  suspendedAt: '2026-03-20T00:00:00.000Z',
  subscriptionStatus: null,
  subscriptionPlan: null,
});
const page = (items: AdminMemberSummary[], nextCursor: string | null) => ({
  items,
  pagination: { limit: 25, nextCursor },
});
const queryOf = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

async function openMembers() {
  await signedIn({ role: 'admin', email: 'admin@example.com' });
  renderApp('/admin/members');
  await screen.findByRole('heading', { level: 1, name: 'Members' });
}

describe('the members list', () => {
  it('lists members with links to their pages and loads more with the cursor', async () => {
    const members = fake(findMembersEndpoint, (request) =>
      queryOf(request.url).cursor === 'page-2' ? ok(page([kofi], null)) : ok(page([amara], 'page-2')),
    );
    await openMembers();

    const link = await screen.findByRole('link', { name: 'Amara Okafor' });
    expect(link.getAttribute('href')).toBe(`/admin/members/${amara.id}`);
    const row = within(link.closest('tr')!);
    expect(row.getByText('Active · Creator Monthly')).toBeTruthy();
    expect(row.getByText('Verified')).toBeTruthy();
    expect(members.requests[0]?.url).toBe('/v1/admin/members');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    const second = within((await screen.findByRole('link', { name: 'Kofi Mensah' })).closest('tr')!);
    expect(second.getByText('Never subscribed')).toBeTruthy();
    expect(second.getByText(`Suspended ${formatDate(kofi.suspendedAt!, 'en')}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Amara Okafor' })).toBeTruthy();
    expect(queryOf(members.requests.at(-1)?.url)).toEqual({ cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the search after a pause in the typing, with the chosen filters', async () => {
    const members = fake(findMembersEndpoint, (request) =>
      queryOf(request.url).q === 'kofi' ? ok(page([kofi], null)) : ok(page([amara], null)),
    );
    await openMembers();
    await screen.findByRole('link', { name: 'Amara Okafor' });

    type('Subscription', 'none');
    type('Verified', 'no');
    type('Suspended', 'yes');
    type('Country code', 'gh');
    type('Name or e-mail', 'ko');
    type('Name or e-mail', 'kofi');

    expect(await screen.findByRole('link', { name: 'Kofi Mensah' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Amara Okafor' })).toBeNull());
    expect(queryOf(members.requests.at(-1)?.url)).toEqual({
      q: 'kofi',
      subscription: 'none',
      verified: 'false',
      suspended: 'true',
      country: 'GH',
    });
    // What was typed before the pause was never sent.
    expect(members.requests.some((request) => queryOf(request.url).q === 'ko')).toBe(false);
  });
});
