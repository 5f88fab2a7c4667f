import { expect, test } from '../mailbox';
import { signIn } from '../support';

const password = 'a long and unusual passphrase';

test('a visitor sends an inquiry; the designer’s bell counts it at once, lists it, and the e-mail answers the visitor', async ({
  page,
  browser,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const designerEmail = `bell-designer-${stamp}@example.com`;
  const visitorEmail = `bell-visitor-${stamp}@example.com`;
  const registered = await request.post('/v1/users/register', {
    data: { email: designerEmail, password, fullName: 'Adaeze Okafor' },
  });
  expect(registered.status()).toBe(201);
  const designer = ((await registered.json()) as { data: { access_token: string; user: { id: string } } })
    .data;
  const openToWork = await request.patch('/v1/users/me', {
    headers: { authorization: `Bearer ${designer.access_token}` },
    data: { openTo: ['freelance'] },
  });
  expect(openToWork.status(), await openToWork.text()).toBe(200);

  // The designer, signed in in a browser of their own, with nothing unread.
  const designerContext = await browser.newContext();
  const designerPage = await designerContext.newPage();
  await signIn(designerPage, designerEmail, password);
  await expect(designerPage).toHaveURL('/dashboard');
  const bell = designerPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The visitor writes from the designer's profile, typing as a person does.
  await page.goto(`/designers/${designer.user.id}`);
  await page.getByRole('button', { name: 'Get in touch' }).click();
  await page.getByLabel('Your name').pressSequentially('Ngozi Adeyemi', { delay: 40 });
  await page.getByLabel('Your e-mail address').pressSequentially(visitorEmail, { delay: 40 });
  await page
    .getByLabel('Your message')
    .pressSequentially('We would like a poster series for our festival in March.', { delay: 40 });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Your message is on its way to Adaeze Okafor')).toBeVisible();

  // The designer's bell counts it without a reload, and lists it.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(designerPage.getByText('1 unread notification', { exact: true })).toBeAttached();
  await bell.click();
  const inquiry = designerPage.getByRole('menuitem', { name: /Ngozi Adeyemi sent you an inquiry/ });
  await expect(inquiry).toBeVisible();
  await expect(inquiry).toHaveAttribute('href', '/account/inquiries');

  // The e-mail reached the designer over SMTP, answering to the visitor.
  const mail = await mailbox.waitFor(designerEmail);
  expect(mail.text).toContain('We would like a poster series for our festival in March.');
  expect(mail.raw).toMatch(new RegExp(`^Reply-To: .*${visitorEmail.replace(/[.+]/g, '\\$&')}`, 'mi'));
  await designerContext.close();
});
