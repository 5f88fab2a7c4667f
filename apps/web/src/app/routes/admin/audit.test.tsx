import * as findAuditEntriesEndpoint from '@creators-archive/contract/admin/find-audit-entries';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changesOf } from '../../../features/audit/components/audit-log';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { createAuditEntry } from '../../../testing/factories';
import { fake, ok } from '../../../testing/fake-api';
import { type } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(cleanup);

const approval = createAuditEntry();
const rejection = createAuditEntry({
  id: 'f6a7b8c9-d0e1-4f2a-8b3c-4d5e6f7a8b9c',
  action: 'verification.reject',
  before: { status: 'pending', reason: null },
  after: { status: 'rejected', reason: 'Add more finished work.' },
});
const revocation = createAuditEntry({
  id: 'a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c0d',
  action: 'member.revoke_verification',
  targetType: 'user',
  before: { verified: true },
  after: { verified: false },
});
const page = (items: (typeof approval)[], nextCursor: string | null) => ({
  items,
  pagination: { limit: 50, nextCursor },
});

async function openAudit(path = '/admin/audit') {
  await signedIn({ role: 'admin', email: 'admin@example.com' });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Audit log' });
  return app;
}

describe('the audit log', () => {
  it('shows when, who, what, on what and the change, and pages on with the cursor', async () => {
    const audit = fake(findAuditEntriesEndpoint, (request) =>
      request.url.includes('cursor=next')
        ? ok(page([revocation], null))
        : ok(page([rejection, approval], 'next')),
    );
    await openAudit();

    const row = within(
      (await screen.findByRole('rowheader', { name: 'verification.reject' })).closest('tr')!,
    );
    expect(row.getByText('admin@example.com')).toBeTruthy();
    // On a phone each row stands as a block, each value after its column's name.
    expect(row.getByText('admin@example.com').closest('td')?.dataset.label).toBe('Who');
    expect(row.getByText(rejection.targetId)).toBeTruthy();
    expect(row.getByText('"pending"')).toBeTruthy();
    expect(row.getByText('"rejected"')).toBeTruthy();
    expect(row.getByText('"Add more finished work."')).toBeTruthy();
    expect(row.getByRole('time').getAttribute('datetime')).toBe(rejection.createdAt);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('rowheader', { name: 'member.revoke_verification' })).toBeTruthy();
    expect(audit.requests.map((request) => request.url)).toEqual([
      '/v1/admin/audit',
      '/v1/admin/audit?cursor=next',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by action', async () => {
    const audit = fake(findAuditEntriesEndpoint, (request) =>
      request.url.includes('action=verification.approve')
        ? ok(page([approval], null))
        : ok(page([rejection, approval], null)),
    );
    const app = await openAudit();
    await screen.findByRole('rowheader', { name: 'verification.reject' });

    type('Action', 'verification.approve');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));

    expect(await screen.findByRole('rowheader', { name: 'verification.approve' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'verification.reject' })).toBeNull();
    expect(app.location()).toBe('/admin/audit?action=verification.approve');
    expect(audit.requests.at(-1)?.url).toBe('/v1/admin/audit?action=verification.approve');
  });

  it('says when nothing matches', async () => {
    fake(findAuditEntriesEndpoint, ok(page([], null)));
    await openAudit('/admin/audit?action=payments');
    expect(await screen.findByText('No entries for payments.')).toBeTruthy();
  });
});

describe('an entry’s change', () => {
  it('lists only the fields that changed, with what was there before and after', () => {
    expect(changesOf({ before: { status: 'pending', id: 1 }, after: { status: 'approved', id: 1 } })).toEqual(
      [{ field: 'status', before: '"pending"', after: '"approved"' }],
    );
    expect(changesOf({ before: null, after: { verified: true } })).toEqual([
      { field: 'verified', before: undefined, after: 'true' },
    ]);
    expect(changesOf({ before: null, after: null })).toEqual([]);
  });
});
