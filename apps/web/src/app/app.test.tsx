import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { pageLanguage } from '../i18n/i18n';
import { notify } from '../lib/notify';
import { AppProviders } from './app';

it('mounts the toasts’ region with the first toast, not with the page', async () => {
  render(
    <AppProviders queryClient={new QueryClient()} i18n={pageLanguage()}>
      <p>A page</p>
    </AppProviders>,
  );
  await screen.findByText('A page');
  expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

  notify.success('Profile saved');

  expect(await screen.findByText('Profile saved')).toBeTruthy();
  expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
});
