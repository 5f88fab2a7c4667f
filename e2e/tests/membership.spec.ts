import { expect, test } from '../mailbox';
import { demoMonthlyPlan as plan, joinAndPayByCard, newAddress, startJoinAsVisitor } from '../membership';
import { signIn } from '../support';

test('a visitor pays for membership in the sandbox, is signed in with it active, and receives the receipt with the invoice', async ({
  page,
  mailbox,
}) => {
  const member = await joinAndPayByCard(page, 'join');
  await expect(page.getByText(plan).first()).toBeVisible();

  await page.goto('/dashboard');
  const promo = page.getByRole('region', { name: 'Membership' });
  await expect(promo.getByRole('heading', { name: plan })).toBeVisible();
  await expect(promo.getByText('Active')).toBeVisible();
  await expect(promo.getByRole('link', { name: 'Manage Billing' })).toBeVisible();

  const receipt = await mailbox.waitFor(member.email, {
    subject: /Your receipt: invoice CA-[A-Z]{2}-\d{4}-\d{6}/,
  });
  const number = /CA-[A-Z]{2}-\d{4}-\d{6}/.exec(receipt.subject)?.[0];
  expect(receipt.raw).toContain('application/pdf');
  expect(receipt.raw).toContain(`${number}.pdf`);
});

test('a declined payment grants nothing: no membership and no account', async ({ page }) => {
  const email = newAddress('declined');
  const password = 'a long and unusual passphrase';
  await startJoinAsVisitor(page, email, password);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Your payment was declined. Nothing was charged.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

  await signIn(page, email, password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('billing: cancel shows Cancelled, reactivate shows Active, and a renewal pass charges the saved card', async ({
  page,
}) => {
  await joinAndPayByCard(page, 'billing');
  await page.goto('/account/billing');
  const planCard = page.getByRole('region', { name: 'Current plan' });
  await expect(planCard.getByText('Active')).toBeVisible();
  await expect(page.getByText('•••• 4081')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(planCard.getByText('Cancelled')).toBeVisible();

  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('button', { name: 'Yes, reactivate' }).click();
  await expect(planCard.getByText('Active')).toBeVisible();

  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('button', { name: 'Download PDF' })).toHaveCount(1);

  // The renewal pass as of the period's end charges the saved card for the next period.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const mine = await page.request.get('/v1/subscriptions/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  const periodEnd = ((await mine.json()) as { data: { current_period_end: string } }).data.current_period_end;
  const pass = await page.request.post('/v1/payments/sandbox/renewals', { data: { now: periodEnd } });
  expect(((await pass.json()) as { data: { charged: number } }).data.charged).toBeGreaterThanOrEqual(1);

  await page.reload();
  await expect(invoices.getByRole('button', { name: 'Download PDF' })).toHaveCount(2);
  await expect(planCard.getByText('Active')).toBeVisible();

  // On a 390 px phone the invoices and payments stand one block per row: nothing lies past the
  // right edge, nor inside a box scrolled sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const transactions = page.getByRole('region', { name: 'Transactions' });
  for (const region of [invoices, transactions]) {
    const scrolledSideways = await region.evaluate((element) =>
      [element, ...Array.from(element.querySelectorAll('*'))]
        .filter(
          (inner) => inner === element || ['auto', 'scroll'].includes(getComputedStyle(inner).overflowX),
        )
        .filter((inner) => inner.scrollWidth > inner.clientWidth)
        .map((inner) => inner.outerHTML.slice(0, 80)),
    );
    expect(scrolledSideways).toEqual([]);
  }
  for (const button of await invoices.getByRole('button', { name: 'Download PDF' }).all()) {
    const box = await button.boundingBox();
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
