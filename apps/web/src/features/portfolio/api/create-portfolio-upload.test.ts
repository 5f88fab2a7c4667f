import type { DetailedError } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { failureMessage, fingerprintOf, uploadMetadataOf } from './create-portfolio-upload';

describe('fingerprintOf', () => {
  it('is the same for the same bytes, whatever the file is called, and differs for other bytes', async () => {
    const first = await fingerprintOf(new File(['the same photo'], 'a.jpg', { lastModified: 1 }));
    const renamed = await fingerprintOf(new File(['the same photo'], 'b.jpg', { lastModified: 2 }));
    const other = await fingerprintOf(new File(['another photo!'], 'a.jpg', { lastModified: 1 }));
    expect(first).toMatch(/^portfolio-upload:[0-9a-f]{64}$/);
    expect(renamed).toBe(first);
    expect(other).not.toBe(first);
  });

  it('differs for the same bytes sent into another project', async () => {
    const photo = new File(['the same photo'], 'a.jpg');
    const intoProject = await fingerprintOf(photo, '5c2e8f1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b');
    expect(intoProject).toMatch(/^portfolio-upload:[0-9a-f]{64}:5c2e8f1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b$/);
    expect(intoProject).not.toBe(await fingerprintOf(photo));
  });
});

describe('uploadMetadataOf', () => {
  it('names a new project by its title, and an image added to a project by the project alone', () => {
    expect(uploadMetadataOf({ title: 'Series', alt: 'A red square', caption: '' }, 'image/png')).toEqual({
      title: 'Series',
      alt: 'A red square',
      filetype: 'image/png',
    });
    expect(
      uploadMetadataOf({ title: 'ignored', itemId: 'item-1', caption: 'Dyed in Abeokuta' }, 'image/png'),
    ).toEqual({ itemId: 'item-1', caption: 'Dyed in Abeokuta', filetype: 'image/png' });
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
