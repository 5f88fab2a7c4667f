import { expect, test } from '../mailbox';

test('a visitor writes to the team and gets an acknowledgement by e-mail', async ({ page, mailbox }) => {
  const email = `visitor-${Date.now()}@example.com`;
  await page.goto('/contact');

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Tell us your name')).toBeVisible();

  await page.getByLabel('Name').fill('Ngozi Adeyemi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').fill('Studio partnership');
  await page
    .getByLabel('Message')
    .fill('We run a print studio in Yaba and would like to offer members a discount.');
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('status')).toContainText(email);
  const acknowledgement = await mailbox.waitFor(email, { subject: /We received your message/ });
  expect(acknowledgement.body).toContain('Studio partnership');
});
