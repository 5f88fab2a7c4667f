import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmptyReads } from '../../testing/empty-reads';
import { renderApp } from '../../testing/render';
import { signedIn } from '../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(cleanup);

/** An access token shaped like the API's, claiming an assurance level. */
function tokenClaiming(aal: 'aal1' | 'aal2'): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'ES256' })}.${part({ sub: 'admin', aal })}.signature`;
}

async function openAdminAs(aal: 'aal1' | 'aal2') {
  await signedIn({ role: 'admin' });
  localStorage.setItem('accessToken', tokenClaiming(aal));
  renderApp('/admin/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
}

describe('the admin frame', () => {
  it('tells an admin signed in without a second factor to set one up, with a link to it', async () => {
    await openAdminAs('aal1');
    const banner = screen.getByRole('status');
    expect(banner.textContent).toMatch(/^Admin tools need two-step sign-in\./);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/account/settings#mfa');
  });

  it('says nothing to an admin who signed in with their second factor', async () => {
    await openAdminAs('aal2');
    expect(screen.queryByText(/Admin tools need two-step sign-in/)).toBeNull();
  });
});
