import type { DetailedError } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { failureMessage, fingerprintOf } from './create-portfolio-upload';

describe('fingerprintOf', () => {
  it('is the same for the same bytes, whatever the file is called, and differs for other bytes', async () => {
    const first = await fingerprintOf(new File(['the same photo'], 'a.jpg', { lastModified: 1 }));
    const renamed = await fingerprintOf(new File(['the same photo'], 'b.jpg', { lastModified: 2 }));
    const other = await fingerprintOf(new File(['another photo!'], 'a.jpg', { lastModified: 1 }));
    expect(first).toMatch(/^portfolio-upload:[0-9a-f]{64}$/);
    expect(renamed).toBe(first);
    expect(other).not.toBe(first);
  });
});

describe('failureMessage', () => {
  const answered = (body: string) =>
    Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getBody: () => body, getStatus: () => 422, getHeader: () => undefined },
    }) as unknown as DetailedError;

  it("shows the API's own words from its error envelope", () => {
    const body = JSON.stringify({
      success: false,
      error: { code: 422, message: 'The image is damaged and cannot be read.', details: {} },
    });
    expect(failureMessage(answered(body))).toBe('The image is damaged and cannot be read.');
  });

  it('falls back to a plain sentence without an answer or with one that is not the envelope', () => {
    expect(failureMessage(new Error('network down'))).toBe('Failed to upload portfolio item');
    expect(failureMessage(answered('<html>Bad gateway</html>'))).toBe('Failed to upload portfolio item');
  });
});
