import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

// Midday UTC: the same day from UTC−12 to UTC+11, wherever the tests run.
const midday = '2026-03-14T12:00:00Z';

describe('dates', () => {
  it('writes a day as the page’s language does', () => {
    expect(formatDate(midday, 'en')).toBe('Mar 14, 2026');
    expect(formatDate(midday, 'fr')).toBe('14 mars 2026');
  });

  it('writes a moment with its day in the page’s language', () => {
    expect(formatDateTime(midday, 'en')).toMatch(/^Mar 14, 2026, /);
    expect(formatDateTime(midday, 'fr')).toMatch(/^14 mars 2026, /);
  });
});
