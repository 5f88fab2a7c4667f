import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInPathFor } from './redirect';

describe(signInPathFor.name, () => {
  it('remembers the whole location, encoded', () => {
    expect(signInPathFor({ pathname: '/account/billing', search: '?tab=invoices', hash: '' })).toBe(
      '/login?redirectTo=%2Faccount%2Fbilling%3Ftab%3Dinvoices',
    );
  });

  it('can send to another sign-in page', () => {
    expect(signInPathFor({ pathname: '/admin/dashboard', search: '', hash: '' }, '/admin/login')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Fdashboard',
    );
  });
});

describe(safeRedirectPath.name, () => {
  it.each(['/account/billing', '/designers/1?tab=work', '/'])('accepts the same-site path %s', (path) => {
    expect(safeRedirectPath(path, '/dashboard')).toBe(path);
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'dashboard',
  ])('falls back for %j', (path) => {
    expect(safeRedirectPath(path, '/dashboard')).toBe('/dashboard');
  });
});
