import { afterEach, expect, it } from 'vitest';
import { isMaintenanceMode } from './app-mode';

afterEach(() => {
  document.head.innerHTML = '';
});

it('is in maintenance mode only when the server added the meta tag', () => {
  expect(isMaintenanceMode()).toBe(false);
  document.head.innerHTML = '<meta name="app-mode" content="maintenance">';
  expect(isMaintenanceMode()).toBe(true);
});
