import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createDesigner, type Designer } from '../designers';
import { joinAndPayByCard, openVisitorCheckout } from '../membership';

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 Label in Name: a control's accessible name contains its visible text. axe files the
 * rule as experimental, off unless named, so the WCAG tags alone would skip it.
 */
const labelInName = 'label-content-name-mismatch';

/** The WCAG 2.1 A and AA rules, Label in Name among them, over the whole page. */
async function checkAccessibility(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: wcag21aa }, rules: { [labelInName]: { enabled: true } } })
    .analyze();
  const run = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  expect(
    run.map((rule) => rule.id),
    `${labelInName} is among the rules run`,
  ).toContain(labelInName);
  return results;
}

const publicPages = [
  '/',
  '/designers',
  '/about',
  '/community',
  '/contact',
  '/terms',
  '/privacy',
  '/vetted-program',
  '/help',
  '/join',
  '/login',
  '/forgot-password',
  '/no-such-page',
];

/** A readable line per violation: the rule, its help text and the first offending elements. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}

/** Waits for the lazy screen to render, then judges it by the WCAG 2.1 A and AA rules. */
async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Loading skeletons and spinners are replaced by content before the page is judged.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await checkAccessibility(page);
  expect(describeViolations(results.violations), `axe violations on ${path}`).toEqual([]);
}

for (const path of publicPages) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await expectNoViolations(page, path);
  });
}

let designer: Promise<Designer> | undefined;
/** A designer with work, made through the API the first time a test needs one. */
function designerWithWork(): Promise<Designer> {
  designer ??= createDesigner(
    {
      fullName: 'Makena Wanjiku',
      country: 'Kenya',
      city: 'Nairobi',
      disciplines: ['Illustration'],
      bio: 'Illustrator of picture books and murals in Nairobi.',
    },
    2,
  );
  return designer;
}

test('a designer profile has no WCAG 2.1 AA violations', async ({ page }) => {
  await expectNoViolations(page, `/designers/${(await designerWithWork()).id}`);
});

test("the join page's checkout form and a member's billing page have no WCAG 2.1 AA violations", async ({
  page,
}) => {
  // Two whole-page scans around a payment: more than the 30 s a single page's check is given.
  test.setTimeout(90_000);
  await openVisitorCheckout(page);
  const checkout = await checkAccessibility(page);
  expect(describeViolations(checkout.violations), 'axe violations on the checkout form').toEqual([]);

  await joinAndPayByCard(page, 'accessible');
  await expectNoViolations(page, '/account/billing');
});

test('the keyboard alone reaches the top bar links, with a visible focus', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const topBar = page.getByRole('banner');

  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();

  for (const name of ['Creators Archive', 'Designers', 'Work', 'About', 'Login', 'Join Creators Archive']) {
    await page.keyboard.press('Tab');
    const link = topBar.getByRole('link', { name, exact: true });
    await expect(link).toBeFocused();
    const outline = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style, `focus outline on ${name}`).not.toBe('none');
    expect(outline.width, `focus outline width on ${name}`).toBeGreaterThanOrEqual(2);
  }

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
});

test('a designer card is one stop for the keyboard, named by the designer, and shows its focus', async ({
  page,
}) => {
  await page.goto('/designers');
  const card = page.getByTestId('designer-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const link = card.getByRole('link', { name, exact: true });
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const outline = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  await expect(card.getByRole('link')).toHaveCount(1);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a link followed from the foot of a long page opens the next page at its top', async ({ page }) => {
  await page.goto('/privacy');
  const contactLink = page.getByRole('main').getByRole('link', { name: 'contact page' }).last();
  await contactLink.focus();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the contents of a long page lead to its sections from the keyboard', async ({ page }) => {
  await page.goto('/privacy');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Your rights', exact: true }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/privacy#your-rights');
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights', exact: true })).toBeInViewport();
});

test('a designer’s work opens in the lightbox from the keyboard, passes axe, and Escape gives focus back', async ({
  page,
}) => {
  await page.goto(`/designers/${(await designerWithWork()).id}`);
  const firstWork = page.getByRole('button', { name: /^Open / }).first();
  await firstWork.focus();
  await page.keyboard.press('Enter');

  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', /.+/);
  const results = await checkAccessibility(page);
  expect(describeViolations(results.violations), 'axe violations in the lightbox').toEqual([]);

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(firstWork).toBeFocused();
});
