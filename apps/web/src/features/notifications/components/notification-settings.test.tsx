import * as getNotificationPreferences from '@creators-archive/contract/notifications/get-notification-preferences';
import * as updateNotificationPreferences from '@creators-archive/contract/notifications/update-notification-preferences';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { fail, fake, ok } from '../../../testing/fake-api';
import { press } from '../../../testing/form';
import { resetBrowserState } from '../../../testing/session';
import { NotificationSettings } from './notification-settings';

const saved = { follower: 'digest', like: 'immediate', collection_save: 'never' } as const;

function renderSettings() {
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationSettings />
    </QueryClientProvider>,
  );
}

const choice = (kind: string, delivery: string) =>
  within(screen.getByRole('group', { name: kind })).getByRole('radio', {
    name: delivery,
  }) as HTMLInputElement;

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('the notification e-mail settings', () => {
  it('show each kind’s saved choice and save a changed one', async () => {
    fake(getNotificationPreferences, ok(saved));
    const update = fake(updateNotificationPreferences, ok({ ...saved, follower: 'never' }));
    renderSettings();

    await screen.findByRole('group', { name: 'New followers' });
    expect(choice('New followers', 'Daily digest').checked).toBe(true);
    expect(choice('Likes of your work', 'At once').checked).toBe(true);
    expect(choice('Your work saved to a collection', 'Never').checked).toBe(true);

    fireEvent.click(choice('New followers', 'Never'));
    press('Save notification e-mails');
    await waitFor(() => expect(update.requests).toHaveLength(1));
    expect(update.requests[0]?.body).toEqual({ ...saved, follower: 'never' });
  });

  it('say so when the settings cannot be loaded', async () => {
    fake(getNotificationPreferences, fail(500, 'Something went wrong', { reason: 'INTERNAL_ERROR' }));
    renderSettings();
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});
