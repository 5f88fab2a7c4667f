import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocumentLinks, DOCUMENT_LINK_MINUTES, loadDocumentLinkKey } from './document-links';
import { sniffDocumentType } from './document-type';

describe('signed document links', () => {
  const links = createDocumentLinks(randomBytes(32));
  const id = '6f1c1f7e-8a43-4a55-9d3e-2b1b3c4d5e6f';
  const now = new Date('2026-11-24T10:00:00Z');

  it('open the request they were signed for until they expire', () => {
    const { token, expiresAt } = links.sign(id, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(DOCUMENT_LINK_MINUTES * 60_000);
    expect(links.verify(token, now)).toBe(id);
    expect(links.verify(token, new Date(expiresAt.getTime() - 1))).toBe(id);
    expect(links.verify(token, expiresAt)).toBeUndefined();
  });

  it('refuse a changed id, expiry or signature, and another key’s links', () => {
    const { token } = links.sign(id, now);
    const [, expiry, signature] = token.split('.') as [string, string, string];
    expect(links.verify(`${id.replace('6f', '7f')}.${expiry}.${signature}`, now)).toBeUndefined();
    expect(links.verify(`${id}.${Number(expiry) + 1}.${signature}`, now)).toBeUndefined();
    expect(links.verify(`${id}.${expiry}.${signature.slice(1)}`, now)).toBeUndefined();
    expect(links.verify(`${id}.${expiry}`, now)).toBeUndefined();
    expect(createDocumentLinks(randomBytes(32)).verify(token, now)).toBeUndefined();
  });
});

describe('the key of document links', () => {
  const id = '6f1c1f7e-8a43-4a55-9d3e-2b1b3c4d5e6f';
  const now = new Date('2026-11-24T10:00:00Z');
  /** The links of a process with a data directory of its own, as on a machine of its own. */
  const processLinks = (settings: { configured?: string; mfaKeyBase64?: string }) =>
    createDocumentLinks(
      loadDocumentLinkKey({
        configured: settings.configured,
        mfaKeyBase64: settings.mfaKeyBase64,
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'ca-links-')),
      }),
    );

  it('is DOCUMENT_LINK_KEY when set: processes that share no data directory accept each other’s links', () => {
    const configured = randomBytes(32).toString('base64');
    const { token } = processLinks({ configured }).sign(id, now);
    expect(processLinks({ configured }).verify(token, now)).toBe(id);
    // Set beside MFA_ENCRYPTION_KEY, it is the one that counts.
    const mfaKeyBase64 = randomBytes(32).toString('base64');
    expect(processLinks({ configured, mfaKeyBase64 }).verify(token, now)).toBe(id);
    expect(processLinks({ mfaKeyBase64 }).verify(token, now)).toBeUndefined();
  });

  it('without it, comes from MFA_ENCRYPTION_KEY as before, else from each data directory', () => {
    const mfaKeyBase64 = randomBytes(32).toString('base64');
    const { token } = processLinks({ mfaKeyBase64 }).sign(id, now);
    expect(processLinks({ mfaKeyBase64 }).verify(token, now)).toBe(id);
    const { token: own } = processLinks({}).sign(id, now);
    expect(processLinks({}).verify(own, now)).toBeUndefined();
  });
});

describe('sniffing a document', () => {
  it('knows JPEG, PNG, WebP and PDF by their bytes and nothing else', () => {
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffDocumentType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffDocumentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffDocumentType(Buffer.from('%PD'))).toBeUndefined();
    expect(sniffDocumentType(Buffer.alloc(0))).toBeUndefined();
  });
});
