import * as findMfaFactors from '@creators-archive/contract/auth/find-mfa-factors';
import * as unenrollMfaFactor from '@creators-archive/contract/auth/unenroll-mfa-factor';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { fake, ok } from '../../../testing/fake-api';
import { resetBrowserState } from '../../../testing/session';
import { MfaSettings } from './mfa-settings';

const verified: findMfaFactors.MfaFactor = {
  id: '0b9f3c7e-2d4a-4e8b-9c1d-5a6b7c8d9e0f',
  type: 'totp',
  status: 'verified',
  createdAt: '2026-03-01T09:00:00.000Z',
  expiresAt: null,
};
const unfinished: findMfaFactors.MfaFactor = {
  id: '7c2e4a1b-9d3f-4b6a-8e5c-1f2a3b4c5d6e',
  type: 'totp',
  status: 'unverified',
  createdAt: '2026-03-02T14:00:00.000Z',
  expiresAt: '2026-03-02T14:15:00.000Z',
};

function renderSettings() {
  render(
    <QueryClientProvider client={queryClient}>
      <MfaSettings />
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('the two-step sign-in settings', () => {
  it('list a set-up that was never confirmed, with when it is removed, and remove it', async () => {
    fake(findMfaFactors, ok({ items: [verified, unfinished] }), ok({ items: [verified] }));
    const removal = fake(unenrollMfaFactor, ok({ id: unfinished.id }));
    renderSettings();

    const list = await screen.findByRole('list', { name: 'Unfinished set-ups' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const started = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(items[0]?.textContent).toContain(
      `Started ${started.format(new Date(unfinished.createdAt))} · removed ${started.format(new Date(unfinished.expiresAt!))}`,
    );
    // The verified factor is the one that is on, not an unfinished one.
    expect(screen.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeTruthy();

    fireEvent.click(
      within(list).getByRole('button', {
        name: `Remove the set-up started ${started.format(new Date(unfinished.createdAt))}`,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Unfinished set-ups' })).toBeNull());
    expect(removal.requests.map((request) => request.url)).toEqual([`/v1/auth/mfa/factors/${unfinished.id}`]);
  });

  it('list nothing unfinished when every factor is verified', async () => {
    fake(findMfaFactors, ok({ items: [verified] }));
    renderSettings();
    await screen.findByRole('button', { name: 'Turn off two-step sign-in' });
    expect(screen.queryByRole('list', { name: 'Unfinished set-ups' })).toBeNull();
  });
});
