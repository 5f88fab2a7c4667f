import { noisyPng } from '@creators-archive/test-support/png';
import {
  answerAdminCode,
  enrolAdminFactor,
  adminOnDashboard,
  signOutFromMenu,
  submitAdminPassword,
} from '../admin';
import { E2E_PORT } from '../environment';
import { expect, test } from '../mailbox';
import type { Plan, Transaction } from '@creators-archive/contract';
import { demoMonthlyPlan, joinAndPayByCard, newAddress } from '../membership';
import { signIn, storedTokens } from '../support';

const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Plain fetch as the member, with the access token the web app keeps. */
async function asMember<T>(accessToken: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Uploads `count` PNG works for the member and answers once every one of them is ready. */
async function uploadReadyWorks(accessToken: string, count: number): Promise<void> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const form = new FormData();
    const image = noisyPng(640, 480, index + 1);
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), `study-${index + 1}.png`);
    form.append('title', `Study ${index + 1}`);
    ids.push(
      (await asMember<{ id: string }>(accessToken, '/v1/portfolio', { method: 'POST', body: form })).id,
    );
  }
  for (const id of ids) {
    await expect
      .poll(async () => (await asMember<{ status: string }>(accessToken, `/v1/portfolio/${id}`)).status, {
        timeout: 60_000,
      })
      .toBe('ready');
  }
}

test('a member applies to the vetted program, an admin with a second factor approves, and the member is verified everywhere', async ({
  page,
  browser,
  mailbox,
}) => {
  test.setTimeout(180_000);

  // A visitor becomes a member and has three ready works.
  const member = await joinAndPayByCard(page, 'vetted');
  const { accessToken } = await storedTokens(page);
  const me = await asMember<{ id: string; fullName: string; email: string }>(accessToken!, '/v1/users/me');
  // The stored sign-in is the member who just paid.
  expect(me.email).toBe(member.email);
  await uploadReadyWorks(accessToken!, 3);

  // The member applies.
  await page.goto('/account/verification');
  await page
    .getByLabel('Statement')
    .fill(
      'I design identities and packaging for small food brands in Lagos, and have done so for six years.',
    );
  await page.getByLabel('Link 1').fill('https://studio.example/work');
  await page.getByRole('button', { name: 'Submit application' }).click();
  const history = page.getByRole('region', { name: 'Your applications' });
  await expect(history.getByRole('heading', { name: 'Your applications' })).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: 'Pending' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeHidden();

  // The demo admin, in a browser of their own, signs in; admin work waits for a second factor.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await submitAdminPassword(adminPage);
    await expect(adminPage).toHaveURL('/admin/dashboard');

    const refused = await adminPage.request.get('/v1/admin/verification-requests', {
      headers: { authorization: `Bearer ${(await storedTokens(adminPage)).accessToken}` },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 403, details: { reason: 'MFA_ENROLLMENT_REQUIRED' } },
    });

    // Enrols a TOTP factor from the account settings, then signs in again with a code.
    await enrolAdminFactor(adminPage);
    await signOutFromMenu(adminPage);
    await submitAdminPassword(adminPage);
    await answerAdminCode(adminPage);
    // The dashboard's figures come from the overview: the member's application is waiting.
    const pending = adminPage.getByRole('listitem', { name: 'Pending verifications' });
    await expect(pending.getByText(/^[1-9]\d*$/)).toBeVisible();

    // Reviews the member's request and approves it.
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Verification' })
      .click();
    await expect(adminPage.getByRole('heading', { name: 'Verification requests' })).toBeVisible();
    const row = adminPage.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByText('Pending')).toBeVisible();
    await row.getByRole('link', { name: me.fullName }).click();
    await expect(adminPage).toHaveURL(/\/admin\/verification\/[0-9a-f-]{36}$/);
    const application = adminPage.getByRole('region', { name: 'Application' });
    await expect(application.getByText('https://studio.example/work')).toBeVisible();
    await expect(adminPage.getByRole('region', { name: 'Portfolio' }).getByRole('listitem')).toHaveCount(3);
    await adminPage.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Yes, approve' }).click();
    await expect(adminPage).toHaveURL('/admin/verification');
    await expect(adminPage.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // The member hears of it by e-mail and sees it on their account and their public profile.
  const mail = await mailbox.waitFor(member.email, {
    subject: /^You are now a verified Creators Archive designer$/,
  });
  expect(mailbox.linkIn(mail, `${BASE_URL}/account/verification`)).toBe(`${BASE_URL}/account/verification`);

  await page.goto('/account/verification');
  await expect(page.getByText('You are verified')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'TFB Studios' }),
  ).toBeVisible();

  await page.goto(`/designers/${me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: me.fullName })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // Now verified, the member asks a partner studio for two hours on a weekday, on its own clock.
  await page.goto('/account/verification');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'TFB Studios' }).click();
  const booking = page.getByRole('region', { name: 'Book time at Ilé Light Studio' });
  const date = weekdayAhead(7);
  await booking.getByLabel('Date').fill(date);
  await booking.getByLabel('Start time').selectOption('10:00');
  await booking.getByLabel('Hours').fill('2');
  await booking.getByLabel('Purpose').fill('A packaging shoot for a new range of spice tins');
  await booking.getByRole('button', { name: 'Request booking' }).click();
  const requested = page.getByRole('list', { name: 'My bookings' }).getByRole('listitem');
  await expect(requested).toHaveCount(1);
  await expect(requested.getByText('Requested')).toBeVisible();

  // The member hears of the request at once; the studio once it has stood 10 minutes, if it is
  // still open then (decision 1466; apps/api/test/studios.test.ts moves the clock past that).
  const toMember = await mailbox.waitFor(member.email, { subject: /^Your request for Ilé Light Studio$/ });
  expect(toMember.text).toContain('Ilé Light Studio');
  expect(toMember.text).toContain('A packaging shoot for a new range of spice tins');
});

/** A Monday-to-Friday date at least `days` ahead, `YYYY-MM-DD`. */
function weekdayAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test('an admin e-mails a discount code to three addresses, and one of them joins with it', async ({
  page,
  browser,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const recipients = [newAddress('invitee-a'), newAddress('invitee-b'), newAddress('invitee-c')];

  const adminPage = await adminOnDashboard(browser);
  await adminPage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Send codes' })
    .click();
  await adminPage.getByLabel('Code', { exact: true }).selectOption('WELCOME10');
  await adminPage
    .getByRole('textbox', { name: 'Addresses' })
    .fill([...recipients, 'not an address', recipients[0]].join('\n'));
  await adminPage.getByRole('button', { name: 'Check addresses' }).click();
  const check = adminPage.getByRole('region', { name: 'Address check' });
  await expect(check.getByText('3 addresses will be sent the code.')).toBeVisible();
  await expect(check.getByRole('list', { name: 'Invalid entries' })).toHaveText('not an address');

  await adminPage.getByRole('button', { name: 'Send', exact: true }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Yes, send' }).click();
  await expect(adminPage.getByText('3 messages are on the way.')).toBeVisible();

  const mails = await Promise.all(recipients.map((address) => mailbox.waitFor(address)));
  for (const mail of mails) expect(mail.text).toContain('WELCOME10');

  // The first recipient follows the link: the code is filled in and priced before paying.
  const [invitee] = recipients;
  await page.goto(mailbox.linkIn(mails[0]!, `${BASE_URL}/join?code=`));
  await page.getByRole('button', { name: `Choose ${demoMonthlyPlan}` }).click();
  await expect(page.getByLabel('Discount code (optional)')).toHaveValue('WELCOME10');
  await expect(page.getByText(/^With WELCOME10: .+ instead of .+$/)).toBeVisible();
  await page.getByLabel('Full name').fill('Kofi Mensah');
  await page.getByLabel('Email').fill(invitee!);
  await page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Sandbox · no money moves')).toBeVisible();
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/join\/success/, { timeout: 20_000 });

  // What was charged is the plan's price less the code's ten per cent (rounded to the currency's unit).
  const { accessToken } = await storedTokens(page);
  const plans = await asMember<Plan[]>(accessToken!, '/v1/subscriptions/plans');
  const [payment] = await asMember<Transaction[]>(accessToken!, '/v1/subscriptions/transactions');
  const price = plans
    .find((plan) => plan.name === demoMonthlyPlan)!
    .prices.find((candidate) => candidate.currency === payment!.currency)!.amount;
  expect(payment?.status).toBe('success');
  expect(payment!.amount).toBeLessThan(price);
  expect(payment!.amount).toBeGreaterThanOrEqual(Math.floor(price * 0.89));
});

test('an admin suspends a member: the member is signed out, cannot sign in, and is gone from /designers', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const member = await joinAndPayByCard(page, 'suspended');
  const { accessToken } = await storedTokens(page);
  const me = await asMember<{ id: string; fullName: string }>(accessToken!, '/v1/users/me');
  await uploadReadyWorks(accessToken!, 1);
  const card = page.locator(`a[href="/designers/${me.id}"]`).first();
  await page.goto('/designers?sort=newest');
  await expect(card).toBeVisible();
  await page.goto('/account/portfolio');

  const adminPage = await adminOnDashboard(browser);
  await adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Members' }).click();
  await adminPage.getByLabel('Name or e-mail').fill(member.email);
  await adminPage
    .getByRole('row')
    .filter({ hasText: member.email })
    .getByRole('link', { name: me.fullName })
    .click();
  await expect(adminPage).toHaveURL(`/admin/members/${me.id}`);
  await adminPage.getByRole('button', { name: 'Suspend' }).click();
  const dialog = adminPage.getByRole('alertdialog');
  await dialog.getByLabel('Reason').fill('Work copied from other designers, reported three times');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(adminPage.getByText(/^Suspended since /)).toBeVisible();

  // The member's sign-in has ended: the next page they open sends them to sign in, which is refused.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, member.email, member.password);
  await expect(page.getByText('This account is suspended.', { exact: false })).toBeVisible();

  // And they are out of the directory and their public page at once.
  await page.goto('/designers?sort=newest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);
  const profile = await page.goto(`/designers/${me.id}`);
  expect(profile?.status()).toBe(404);
});
