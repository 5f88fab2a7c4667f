import { describe, expect, it } from 'vitest';
import { isKeepableAnswer, isKeptPage, isMediaImage, isPublicApiRead } from './cache-rules';

const origin = 'https://archive.test';
const url = (address: string) => new URL(address, origin);

describe('pages kept for reading offline', () => {
  it('keeps the public pages and the member area, whatever their query', () => {
    for (const address of [
      '/',
      '/designers',
      '/designers?q=Okafor&sort=name',
      '/designers/abc',
      '/dashboard',
      '/fr/designers',
      '/fr/dashboard',
    ]) {
      expect(isKeptPage(url(address)), address).toBe(true);
    }
  });

  it('never keeps an address that carries a secret, in any language', () => {
    for (const address of [
      '/reset-password?token=secret',
      '/confirm-email?token=secret',
      '/fr/reset-password?token=secret',
      '/fr/confirm-email?token=secret',
      '/join/payment/callback?reference=ref',
      '/fr/join/payment/callback?reference=ref',
      '/account/billing/payment/callback?reference=ref',
      '/fr/account/billing/payment/callback?reference=ref',
    ]) {
      expect(isKeptPage(url(address)), address).toBe(false);
    }
  });

  it('leaves the API, images and scripts to their own rules', () => {
    for (const address of ['/v1/docs', '/media/a/b.avif', '/assets/index-abc.js']) {
      expect(isKeptPage(url(address)), address).toBe(false);
    }
  });
});

describe('API reads kept', () => {
  const read = (address: string, init?: RequestInit) => {
    const request = new Request(url(address), init);
    return isPublicApiRead(request, url(address), origin);
  };

  it('keeps a read anyone may make', () => {
    expect(read('/v1/designers?limit=24')).toBe(true);
  });

  it('never keeps a signed-in read, a write or another origin', () => {
    expect(read('/v1/users/me', { headers: { Authorization: 'Bearer token' } })).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(read('/v1/auth/login', { method }), method).toBe(false);
    }
    const elsewhere = new Request('https://elsewhere.test/v1/designers');
    expect(isPublicApiRead(elsewhere, new URL(elsewhere.url), origin)).toBe(false);
  });
});

it('keeps images of this site only', () => {
  const here = url('/media/items/cover-640.avif');
  const elsewhere = new URL('https://cdn.test/media/items/cover-640.avif');
  expect(isMediaImage(new Request(here), here, origin)).toBe(true);
  expect(isMediaImage(new Request(elsewhere), elsewhere, origin)).toBe(false);
});

describe('answers kept', () => {
  const answer = (status: number, cacheControl?: string) =>
    new Response(status === 204 ? null : 'body', {
      status,
      headers: cacheControl ? { 'Cache-Control': cacheControl } : {},
    });

  it('keeps a whole, successful answer', () => {
    expect(isKeepableAnswer(answer(200))).toBe(true);
    expect(isKeepableAnswer(answer(200, 'public, max-age=5'))).toBe(true);
    expect(isKeepableAnswer(answer(200, 'no-cache'))).toBe(true);
  });

  it('never keeps an error, a part, or what the server forbids storing', () => {
    for (const status of [204, 206, 404, 500, 503])
      expect(isKeepableAnswer(answer(status)), `${status}`).toBe(false);
    expect(isKeepableAnswer(answer(200, 'no-store'))).toBe(false);
    expect(isKeepableAnswer(answer(200, 'private, no-store'))).toBe(false);
  });
});
