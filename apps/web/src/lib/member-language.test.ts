import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocation } from '../testing/browser';
import { signedIn } from '../testing/session';
import { rememberedLanguage } from './language-choice';
import { followMemberLanguage, isMemberAreaPath } from './member-language';

const forgetLanguage = () => {
  document.cookie = 'lang=; path=/; max-age=0';
};

beforeEach(forgetLanguage);
afterEach(() => {
  forgetLanguage();
  vi.unstubAllGlobals();
});

describe(isMemberAreaPath.name, () => {
  it.each([
    ['/dashboard', true],
    ['/account/settings', true],
    ['/account/billing/payment/callback', true],
    ['/admin/members/abc', true],
    ['/admin/login', false],
    ['/', false],
    ['/designers/abc', false],
    ['/accounts', false],
    ['/login', false],
    ['/onboarding', false],
  ])('%s is in the member area: %s', (path, inMemberArea) => {
    expect(isMemberAreaPath(path)).toBe(inMemberArea);
  });
});

describe("when a member's session loads", () => {
  it("remembers the member's language in this browser, over the visitor's choice", async () => {
    stubLocation('/fr/designers');
    document.cookie = 'lang=fr; path=/';

    await signedIn({ locale: 'en' });

    expect(rememberedLanguage()).toBe('en');
  });

  it("loads a member-area page again in the member's language, keeping its query and fragment", async () => {
    const location = stubLocation('/fr/account/settings?tab=1#language');

    await signedIn({ locale: 'en' });

    expect(location.replace).toHaveBeenCalledWith('/account/settings?tab=1#language');
    expect(rememberedLanguage()).toBe('en');
  });

  it('loads an English member-area page again in French for a French member', async () => {
    const location = stubLocation('/dashboard');

    await signedIn({ locale: 'fr' });

    expect(location.replace).toHaveBeenCalledWith('/fr/dashboard');
    expect(rememberedLanguage()).toBe('fr');
  });

  it('leaves a public page in the language its address names', async () => {
    const location = stubLocation('/fr/designers/abc');

    await signedIn({ locale: 'en' });

    expect(location.replace).not.toHaveBeenCalled();
    expect(rememberedLanguage()).toBe('en');
  });

  it("leaves a member-area page already in the member's language", async () => {
    const location = stubLocation('/fr/dashboard');

    await signedIn({ locale: 'fr' });

    expect(location.replace).not.toHaveBeenCalled();
    expect(rememberedLanguage()).toBe('fr');
  });
});

describe(followMemberLanguage.name, () => {
  it('stays on the page in a browser that keeps no cookie, which the server would send back', () => {
    const location = stubLocation('/fr/dashboard');
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: () => {} });
    try {
      followMemberLanguage({ locale: 'en' });
    } finally {
      // The document's own cookie jar again, from its prototype.
      Reflect.deleteProperty(document, 'cookie');
    }

    expect(location.replace).not.toHaveBeenCalled();
  });
});
