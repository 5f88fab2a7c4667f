import type { Session } from '@creators-archive/contract';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../src/lib/money';
import { bearer, buildTestApp, databaseKinds, type TestApp } from './helpers';
import {
  joinWaitlist,
  priceOf,
  seedPlans,
  startCheckout,
  uniqueEmail,
  visitor,
  type Started,
} from './membership-helpers';

/** The sandbox's checkout page and what the provider is told a payment is for, in the buyer's language. */
describe.each(databaseKinds)("a checkout in its buyer's language on %s", (kind) => {
  let testApp: TestApp;
  let monthly: Plan;
  let annual: Plan;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    ({ monthly, annual } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const app = () => testApp.app;

  /** The sandbox's page for a checkout, as a browser asks for it, with any headers it sends. */
  async function checkoutPage(
    started: Pick<Started, 'authorizationUrl'>,
    headers: Record<string, string> = {},
  ) {
    const response = await app().inject({
      method: 'GET',
      url: new URL(started.authorizationUrl).pathname,
      headers: { accept: 'text/html', ...headers },
    });
    return response.body;
  }

  /** A member who registered from a browser asking for `acceptLanguage`. */
  async function memberReading(acceptLanguage: string): Promise<Session> {
    const response = await app().inject({
      method: 'POST',
      url: '/v1/users/register',
      headers: { 'accept-language': acceptLanguage },
      payload: {
        email: uniqueEmail('member'),
        password: 'correct horse battery staple',
        fullName: 'Awa Diop',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: Session }).data;
  }

  it("shows a French visitor's checkout in French: the plan and period, the amount, every word", async () => {
    const started = await joinWaitlist(
      app(),
      { ...visitor(), planId: monthly.id, currency: 'NGN' },
      { 'accept-language': 'fr-CI,fr;q=0.9' },
    );
    const page = await checkoutPage(started);
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(`<h1>Adhésion ${monthly.name}, un mois</h1>`);
    expect(page).toContain(formatMinorUnits(priceOf(monthly, 'NGN'), 'NGN', 'fr'));
    for (const words of ['Bac à sable', 'Payer par', 'Virement bancaire', 'Payer maintenant', 'Refuser']) {
      expect(page).toContain(words);
    }
    expect(page).not.toMatch(/Pay now|Decline|Bank transfer|Sandbox/);
  });

  it("follows a member's language, not the browser's, and keeps English for an English member", async () => {
    const french = await memberReading('fr');
    const inFrench = await startCheckout(app(), french.access_token, { planId: annual.id, currency: 'USD' });
    const page = await checkoutPage(inFrench, { 'accept-language': 'en' });
    expect(page).toContain(`<h1>Adhésion ${annual.name}, un an</h1>`);
    expect(page).toContain('Payer maintenant');

    const english = await memberReading('en');
    const inEnglish = await startCheckout(app(), english.access_token, {
      planId: annual.id,
      currency: 'USD',
    });
    const englishPage = await checkoutPage(inEnglish, { 'accept-language': 'fr', cookie: 'lang=fr' });
    expect(englishPage).toContain('<html lang="en">');
    expect(englishPage).toContain(`<h1>${annual.name} membership, one year</h1>`);
    expect(englishPage).toContain('Pay now');
  });

  it("describes a French member's card check in French", async () => {
    const french = await memberReading('fr');
    const response = await app().inject({
      method: 'POST',
      url: '/v1/payment-methods',
      headers: { ...bearer(french.access_token), 'idempotency-key': `card-check-${french.user.id}` },
      payload: { currency: 'NGN' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = await checkoutPage((response.json() as { data: Started }).data);
    expect(page).toContain('<h1>Vérification de carte, remboursée aussitôt</h1>');
    expect(page).toContain('Carte');
  });

  it("answers a checkout address it never issued in the browser's language", async () => {
    const unknown = { authorizationUrl: 'http://localhost/v1/payments/sandbox/checkout/sub-unknown' };
    const byCookie = await checkoutPage(unknown, { cookie: 'lang=fr', 'accept-language': 'en' });
    expect(byCookie).toContain('<h1>Paiement introuvable</h1>');
    expect(byCookie).toContain('<a href="/fr">');
    expect(await checkoutPage(unknown, { 'accept-language': 'fr' })).toContain('Paiement introuvable');
    expect(await checkoutPage(unknown)).toContain('<h1>Payment not found</h1>');
  });
});
