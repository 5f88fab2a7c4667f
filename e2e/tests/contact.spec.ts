import { expect, test } from '../mailbox';

/** Where the e2e server sends contact messages (playwright.config.ts). */
const teamAddress = 'team@archive.test';

test('a visitor writes to the team, whose e-mail carries the message and the address to answer', async ({
  page,
  mailbox,
}) => {
  const email = `visitor-${Date.now()}@example.com`;
  const subject = `Studio partnership ${Date.now()}`;
  await page.goto('/contact');

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Tell us your name')).toBeVisible();

  await page.getByLabel('Name').fill('Ngozi Adeyemi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByLabel('Message')
    .fill('We run a print studio in Yaba and would like to offer members a discount.');
  await page.getByRole('button', { name: 'Send message' }).click();

  // The page holds another status region, the offline notice, empty while online.
  await expect(page.getByRole('status').filter({ hasText: 'We answer by e-mail' })).toContainText(
    `We answer by e-mail to ${email}`,
  );
  const toTeam = await mailbox.waitFor(teamAddress, { subject: new RegExp(subject) });
  expect(toTeam.text).toContain('We run a print studio in Yaba');
  expect(toTeam.text).toContain(email);
});
