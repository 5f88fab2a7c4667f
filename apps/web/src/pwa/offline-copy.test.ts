import { afterEach, expect, it } from 'vitest';
import { markOfflineCopy, offlineCopyMarker, OFFLINE_COPY_META } from './offline-copy';

const page = '<!doctype html><html><head><title>Designers</title></head><body>…</body></html>';

afterEach(() => {
  document.head.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)?.remove();
});

it('marks a kept page with the moment the server sent it', () => {
  const marked = markOfflineCopy(page, 'Wed, 25 Nov 2026 17:30:00 GMT');
  expect(marked).toContain(`<meta name="${OFFLINE_COPY_META}" content="2026-11-25T17:30:00.000Z" />`);
  expect(marked.indexOf(OFFLINE_COPY_META)).toBeLessThan(marked.indexOf('</head>'));
  expect(marked).toContain('<body>…</body>');
});

it('marks the app shell, or a copy without a readable date, with no moment', () => {
  expect(markOfflineCopy(page, null)).toContain(`<meta name="${OFFLINE_COPY_META}" content="" />`);
  expect(markOfflineCopy(page, '"><script>')).toContain(`<meta name="${OFFLINE_COPY_META}" content="" />`);
});

it('reads the marker of the loaded page, and nothing from a page the network sent', () => {
  expect(offlineCopyMarker(document)).toBeNull();
  document.head.insertAdjacentHTML('beforeend', `<meta name="${OFFLINE_COPY_META}" content="" />`);
  expect(offlineCopyMarker(document)).toBe('');
});
