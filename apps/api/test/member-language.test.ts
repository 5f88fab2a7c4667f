import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Session, Transaction } from '@creators-archive/contract';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { invoices, users } from '../src/db/schema';
import { campaignMailJob } from '../src/modules/discounts/campaign.jobs';
import { adminWithFactor } from './admin-helpers';
import { bearer, buildTestApp, databaseKinds, expectErrorEnvelope, type TestApp } from './helpers';
import {
  joinWaitlist,
  mailTo,
  me,
  payInSandbox,
  pdfAttachments,
  pdfText,
  seedPlans,
  startCheckout,
  verify,
  visitor,
} from './membership-helpers';

const PUBLIC_URL = 'https://archive.example';
const PASSWORD = 'correct horse battery staple';

describe.each(databaseKinds)("the member's language and the e-mails in it on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, {
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Archive <hello@archive.example>',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const app = () => testApp.app;

  /** Registers as the join page does, with the page's language in Accept-Language when given. */
  async function register(acceptLanguage?: string): Promise<Session> {
    const response = await app().inject({
      method: 'POST',
      url: '/v1/users/register',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      payload: { email: `member-${randomUUID()}@example.com`, password: PASSWORD, fullName: 'Awa Diop' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: Session }).data;
  }

  async function storedLocale(userId: string) {
    const [row] = await testApp.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return row?.locale;
  }

  function updateMe(token: string, payload: object) {
    return app().inject({ method: 'PATCH', url: '/v1/users/me', headers: bearer(token), payload });
  }

  /** Asks for a password reset as the sign-in page does, in English, and sends what was queued. */
  async function requestReset(email: string) {
    const response = await app().inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      headers: { 'accept-language': 'en' },
      payload: { email },
    });
    expect(response.statusCode, response.body).toBe(200);
    await app().services.auth.settled();
    await app().jobWorker.drain();
  }

  it('registering with a French page keeps French, and the confirmation e-mail is in French', async () => {
    const member = await register('fr-SN,fr;q=0.9,en;q=0.8');
    expect(member.user.locale).toBe('fr');
    expect(await storedLocale(member.user.id)).toBe('fr');
    expect((await me(app(), member.access_token)).locale).toBe('fr');

    const newEmail = `new-${randomUUID()}@example.com`;
    const change = await app().inject({
      method: 'POST',
      url: '/v1/users/me/email',
      // The member's own language, not the request's, decides the e-mail's.
      headers: { ...bearer(member.access_token), 'accept-language': 'en' },
      payload: { email: newEmail, password: PASSWORD },
    });
    expect(change.statusCode, change.body).toBe(200);
    await app().jobWorker.drain();

    const [confirmation] = mailTo(smtp.received, newEmail);
    expect(confirmation?.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    expect(confirmation?.text).toContain('Bonjour Awa Diop,');
    expect(confirmation?.text).toContain(
      'Ouvrez le lien pour utiliser cette adresse avec votre compte Creators Archive.',
    );
    // The link opens the page in the e-mail's language, whatever the browser would choose.
    expect(confirmation?.text).toMatch(
      /Confirmer cette adresse : https:\/\/archive\.example\/fr\/confirm-email\?token=/,
    );
    expect(confirmation?.text).toContain('<html lang="fr">');
    expect(confirmation?.text).not.toContain('Hello');
  });

  it('changing the setting to English switches the next e-mail to English', async () => {
    const member = await register('fr');
    await requestReset(member.user.email);
    const [french] = mailTo(smtp.received, member.user.email);
    expect(french?.subject).toBe('Réinitialisez votre mot de passe Creators Archive');
    expect(french?.text).toContain('https://archive.example/fr/reset-password?token=');

    const changed = await updateMe(member.access_token, { locale: 'en' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.locale).toBe('en');
    expect(await storedLocale(member.user.id)).toBe('en');

    await requestReset(member.user.email);
    const [, next] = mailTo(smtp.received, member.user.email);
    expect(next?.subject).toBe('Reset your Creators Archive password');
    expect(next?.text).toContain('Hello Awa Diop,');
    expect(next?.text).toContain('https://archive.example/reset-password?token=');
    expect(next?.text).toContain('<html lang="en">');
  });

  it('registering without a language, or in one the product does not speak, keeps English', async () => {
    expect((await register()).user.locale).toBe('en');
    expect((await register('de-DE,de;q=0.9')).user.locale).toBe('en');
    expect((await register('de-DE,en;q=0.5,fr;q=0.7')).user.locale).toBe('fr');
  });

  it('a public profile does not show the language; the member themselves sees it', async () => {
    const member = await register('fr');
    const other = await register('en');
    const url = `/v1/users/${member.user.id}`;

    const anonymous = await app().inject({ method: 'GET', url });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.json().data).not.toHaveProperty('locale');
    const byAnotherMember = await app().inject({ method: 'GET', url, headers: bearer(other.access_token) });
    expect(byAnotherMember.json().data).not.toHaveProperty('locale');
    expect(byAnotherMember.json().data).toMatchObject({ id: member.user.id, fullName: 'Awa Diop' });

    const own = await app().inject({ method: 'GET', url, headers: bearer(member.access_token) });
    expect(own.json().data).toMatchObject({ id: member.user.id, locale: 'fr' });
  });

  it('a language the product does not speak is a validation error and changes nothing', async () => {
    const member = await register('fr');
    for (const locale of ['de', 'FR', '', null, 1]) {
      const body = expectErrorEnvelope(
        await updateMe(member.access_token, { locale }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.error.details.fields).toHaveProperty('locale');
    }
    expect(await storedLocale(member.user.id)).toBe('fr');
  });

  it('a visitor who joins from a French page becomes a French-speaking member and gets a French receipt', async () => {
    const { monthly } = await seedPlans(app());
    const signup = visitor({ fullName: 'Kouamé Yao' });
    const started = await joinWaitlist(
      app(),
      { ...signup, planId: monthly.id, currency: 'NGN' },
      { 'accept-language': 'fr' },
    );
    // The provider sends the visitor back to the French page they paid from.
    const callback = await payInSandbox(app(), started);
    expect(callback.pathname).toBe('/fr/join/payment/callback');
    const verified = await verify(app(), started.reference, { claim: started.claimToken });
    expect(verified.session?.user.locale).toBe('fr');
    await app().jobWorker.drain();

    const [receipt] = mailTo(smtp.received, signup.email);
    expect(receipt?.subject).toMatch(/^Votre reçu : facture CA-[A-Z]{2}-\d{4}-\d{6}$/);
    expect(receipt?.text).toContain('Bonjour Kouamé Yao,');
    // French money: the amount first, a space between thousands, a decimal comma, then the symbol.
    expect(receipt?.text).toMatch(
      /Merci pour votre paiement de \d{1,3}(?:[\s\u202f]\d{3})*,\d{2}[\s\u00a0]₦ : /,
    );
    expect(receipt?.text).toMatch(/Votre adhésion court jusqu’au \d{1,2} [a-zéû]+ \d{4}\./);
    expect(receipt?.text).toContain('https://archive.example/fr/account/billing');
  });

  it("an invoice is written in its member's language, and stays in it when they change their setting", async () => {
    const { monthly } = await seedPlans(app());
    const member = await register('fr');
    const started = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { token: member.access_token });
    await app().jobWorker.drain();

    const [stored] = await testApp.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentReference, started.reference));
    expect(stored).toMatchObject({ locale: 'fr', description: `Adhésion ${monthly.name}, un mois` });
    const [receipt] = mailTo(smtp.received, member.user.email);
    expect(receipt?.text).toContain(` : Adhésion ${monthly.name}, un mois.`);
    const attached = await pdfText(pdfAttachments(receipt!)[0]!.bytes);
    expect(attached).toContain('Facture');
    expect(attached).toContain('Facturé à');
    expect(attached).toContain(`Adhésion ${monthly.name}, un mois`);
    expect(attached).toMatch(/Sous-total\s+\d{1,3}(?: \d{3})*,\d{2} ₦/);
    expect(attached).not.toContain('Invoice');

    expect((await updateMe(member.access_token, { locale: 'en' })).statusCode).toBe(200);
    const listed = await app().inject({
      method: 'GET',
      url: '/v1/invoices',
      headers: bearer(member.access_token),
    });
    const [invoice] = (listed.json() as { data: Invoice[] }).data;
    expect(invoice?.description).toBe(`Adhésion ${monthly.name}, un mois`);
    const pdf = await app().inject({
      method: 'GET',
      url: invoice!.pdfUrl,
      headers: bearer(member.access_token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Référence du paiement : ');
  });

  it('the billing page lists payments in the language it asks in', async () => {
    const { monthly } = await seedPlans(app());
    const member = await register('en');
    const started = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { token: member.access_token });

    const descriptions = async (acceptLanguage: string) => {
      const listed = await app().inject({
        method: 'GET',
        url: '/v1/subscriptions/transactions',
        headers: { ...bearer(member.access_token), 'accept-language': acceptLanguage },
      });
      expect(listed.statusCode, listed.body).toBe(200);
      return (listed.json() as { data: Transaction[] }).data.map((payment) => payment.description);
    };
    expect(await descriptions('fr')).toEqual([`Adhésion ${monthly.name}`]);
    expect(await descriptions('en')).toEqual([`${monthly.name} membership`]);
  });

  it("an English-speaking member's invoice keeps today's English words", async () => {
    const { annual } = await seedPlans(app());
    const member = await register('en');
    const started = await startCheckout(app(), member.access_token, { planId: annual.id, currency: 'NGN' });
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { token: member.access_token });

    const listed = await app().inject({
      method: 'GET',
      url: '/v1/invoices',
      headers: bearer(member.access_token),
    });
    const [invoice] = (listed.json() as { data: Invoice[] }).data;
    expect(invoice?.description).toBe(`${annual.name} membership, one year`);
    const pdf = await app().inject({
      method: 'GET',
      url: invoice!.pdfUrl,
      headers: bearer(member.access_token),
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain(`Payment reference: ${started.reference}`);
    expect(text).toMatch(/Subtotal\s+₦\d{1,3}(?:,\d{3})*\.\d{2}/);
  });

  it("a campaign is written in its admin's language; one queued before campaigns had a language is English", async () => {
    const admin = await adminWithFactor(testApp);
    const code = `BIENVENUE-${randomUUID().slice(0, 6)}`;
    const created = await app().inject({
      method: 'POST',
      url: '/v1/admin/discount-codes',
      headers: bearer(admin.token),
      payload: { code, kind: 'percent', value: 15 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const recipient = `prospect-${randomUUID()}@example.com`;
    const sent = await app().inject({
      method: 'POST',
      url: '/v1/subscriptions/discount/send-email',
      headers: { ...bearer(admin.token), 'accept-language': 'fr' },
      payload: { emails: [recipient], code },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await app().jobWorker.drain();

    const [campaign] = mailTo(smtp.received, recipient);
    expect(campaign?.subject).toBe(`Votre code de réduction Creators Archive : ${code}`);
    expect(campaign?.text).toMatch(/pour obtenir 15[\s\u202f]% de réduction sur votre adhésion\./);
    expect(campaign?.text).toContain('Le code n’expire pas.');

    expect(campaignMailJob.payload.parse({ recipientId: randomUUID() })).toMatchObject({ locale: 'en' });
  });
});
