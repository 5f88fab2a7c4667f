import { appReady } from '../fixtures';
import { expect, test } from '../mailbox';
import { demoMonthlyPlan as plan, newAddress } from '../membership';

/*
 * Once the visitor reads French, each step looks for words that exist only in French
 * (packages/i18n/messages/fr.json, the French e-mail templates), so it fails if the page or the
 * e-mail is in English. The payment sandbox stands in for the provider's page and is not the product's.
 */

test('a visitor switches to French in the top bar and reads the home page, the directory and a profile in French', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The top bar offers the switcher from 768 px wide; the default viewport is wider.
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Choose a language' })
    .getByRole('link', { name: 'Français' })
    .click();
  // Switching is a full page load of the same page under /fr.
  await expect(page).toHaveURL('/fr');
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Une archive du design africain, tenue par celles et ceux qui le font',
    }),
  ).toBeVisible();
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'À propos' })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(
    topBar.getByRole('navigation', { name: 'Choisir une langue' }).getByRole('link', { name: 'English' }),
  ).toBeVisible();

  // The choice is remembered: the front door now opens in French.
  await page.goto('/');
  await expect(page).toHaveURL('/fr');

  await page.getByRole('main').getByRole('link', { name: 'Parcourir les designers', exact: true }).click();
  await expect(page).toHaveURL('/fr/designers');
  await expect(page.getByRole('heading', { level: 1, name: 'Designers' })).toBeVisible();
  await expect(
    page.getByText('Trouvez des designers partout en Afrique par nom, discipline et lieu.'),
  ).toBeVisible();
  await expect(page.getByLabel('Rechercher')).toBeVisible();
  await expect(page.getByLabel('Pays')).toBeVisible();
  await expect(page.getByLabel('Trier par')).toBeVisible();

  const profileLink = page.getByTestId('designer-card').first().getByRole('link');
  const name = await profileLink.innerText();
  await profileLink.click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/fr\/designers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const work = page.getByRole('region', { name: `Travaux de ${name}` });
  await expect(work.getByRole('heading', { level: 2, name: 'Travaux' })).toBeVisible();
  await expect(work.getByRole('button', { name: /^Ouvrir / }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('a visitor whose browser asks for French', () => {
  test.use({ locale: 'fr-FR' });

  test('joins in French: form errors in French, the thank-you page in French, and the receipt e-mailed in French', async ({
    page,
    mailbox,
  }) => {
    // An address in no language sends the visitor to their browser's language.
    await page.goto('/');
    await expect(page).toHaveURL('/fr');

    await page.getByRole('banner').getByRole('link', { name: 'Rejoindre Creators Archive' }).click();
    await expect(page).toHaveURL('/fr/join');
    await page.getByRole('button', { name: `Choisir ${plan}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();

    const email = page.getByLabel('E-mail');
    const password = page.getByLabel('Mot de passe', { exact: true });
    const proceed = page.getByRole('button', { name: 'Continuer vers le paiement' });
    await page.getByLabel('Nom complet').fill('Aïcha Traoré');
    await email.fill('aicha.traore@');
    await password.fill('court');
    await proceed.click();
    // The contract's rules, worded in the page's language before anything is sent.
    await expect(email).toHaveAccessibleDescription('Saisissez une adresse e-mail valide');
    await expect(password).toHaveAccessibleDescription('Utilisez au moins 8 caractères');
    await expect(page).toHaveURL('/fr/join');

    const address = newAddress('french');
    await email.fill(address);
    await password.fill('une phrase de passe longue et peu commune');
    await proceed.click();
    // The sandbox's checkout page is in the visitor's language too.
    await expect(page.getByText('Bac à sable · aucun argent ne circule')).toBeVisible();
    await page.getByRole('radio', { name: 'Carte' }).check();
    await page.getByRole('button', { name: 'Payer maintenant' }).click();

    // The provider returns to an address in no language; the server sends the visitor on in theirs.
    await expect(page).toHaveURL('/fr/join/success', { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Merci de nous avoir rejoints' })).toBeVisible();
    await expect(page.getByText('Votre adhésion est active.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aller à votre tableau de bord' })).toBeVisible();

    // The invoice number is the same in every language; the words around it are the member's.
    const receipt = await mailbox.waitFor(address, { subject: /CA-[A-Z]{2}-\d{4}-\d{6}/ });
    expect(receipt.subject).toMatch(/^Votre reçu : facture CA-[A-Z]{2}-\d{4}-\d{6}$/);
    expect(receipt.text).toContain('<html lang="fr">');
    expect(receipt.text).toContain('Bonjour Aïcha Traoré,');
    expect(receipt.text).toContain('Merci pour votre paiement de');
    expect(receipt.text).toContain('Votre adhésion court jusqu’au');
    expect(receipt.text).toContain('est jointe au format PDF.');
    expect(receipt.text).toContain('Gérer la facturation :');
  });
});
