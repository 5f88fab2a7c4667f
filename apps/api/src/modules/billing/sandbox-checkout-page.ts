import { localizedPath, type Locale, type MessageId } from '@creators-archive/i18n';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { translatorFor, type Translate } from '../../i18n/translate';
import { escapeHtml } from '../../lib/escape-html';
import { formatMinorUnits } from '../../lib/money';
import type { PaymentChannel } from '../../payments/provider';
import type { SandboxCheckout } from '../../payments/sandbox';

const channelNames: Record<PaymentChannel, MessageId> = {
  card: 'billing.sandboxCheckout.channelCard',
  bank_transfer: 'billing.sandboxCheckout.channelBankTransfer',
  ussd: 'billing.sandboxCheckout.channelUssd',
  mobile_money: 'billing.sandboxCheckout.channelMobileMoney',
};

const style = `
  body { margin: 0; font-family: system-ui, sans-serif; color: #1c1917; background: #fafaf9; }
  main { max-width: 26rem; margin: 3rem auto; padding: 1.5rem; background: #fff;
    border: 1px solid #e7e5e4; border-radius: 0.75rem; }
  .badge { display: inline-block; font-size: 0.75rem; font-weight: 600; letter-spacing: 0.05em;
    text-transform: uppercase; color: #9a3412; background: #ffedd5; padding: 0.2rem 0.5rem; border-radius: 999px; }
  h1 { font-size: 1.25rem; margin: 0.75rem 0 0.25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0; }
  p { color: #57534e; margin: 0.25rem 0; }
  fieldset { border: 1px solid #e7e5e4; border-radius: 0.5rem; margin: 1rem 0; padding: 0.75rem; }
  label { display: block; padding: 0.35rem 0; }
  .actions { display: flex; gap: 0.75rem; }
  button { flex: 1; font: inherit; font-weight: 600; padding: 0.7rem; border-radius: 0.5rem; cursor: pointer; }
  .pay { background: #c2410c; color: #fff; border: 1px solid #c2410c; }
  .decline { background: #fff; color: #1c1917; border: 1px solid #a8a29e; }
`;

function page(locale: Locale, title: string, body: string): string {
  const t = translatorFor(locale);
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(t('billing.sandboxCheckout.documentTitle', { title }))}</title>
    <style>${style}</style>
  </head>
  <body>
    <main>
      <span class="badge">${escapeHtml(t('billing.sandboxCheckout.badge'))}</span>
${body}
    </main>
  </body>
</html>
`;
}

/** A link home, in the page's language. */
function homeLink(locale: Locale, t: Translate): string {
  return `<p><a href="${localizedPath('/', locale)}">${escapeHtml(t('billing.sandboxCheckout.home'))}</a></p>`;
}

/**
 * The sandbox's hosted checkout, in the buyer's language: what is being paid for and how much, a
 * channel to pick, and Pay now or Decline. A plain form, so it works with no script, inside the
 * product's CSP.
 */
export function sandboxCheckoutHtml(checkout: SandboxCheckout, action: string, locale: Locale): string {
  const t = translatorFor(locale);
  const amount = formatMinorUnits(checkout.amount, checkout.currency as Currency, locale);
  if (checkout.state !== 'abandoned') {
    const outcome = t(
      checkout.state === 'success' ? 'billing.sandboxCheckout.complete' : 'billing.sandboxCheckout.declined',
    );
    return page(
      locale,
      checkout.description,
      `      <h1>${escapeHtml(checkout.description)}</h1>
      <p class="amount">${escapeHtml(amount)}</p>
      <p>${escapeHtml(outcome)}</p>
      <form method="post" action="${escapeHtml(action)}">
        <input type="hidden" name="outcome" value="${checkout.state === 'success' ? 'success' : 'failed'}" />
        <input type="hidden" name="channel" value="card" />
        <div class="actions"><button class="pay" type="submit">${escapeHtml(t('billing.sandboxCheckout.returnToArchive'))}</button></div>
      </form>`,
    );
  }
  const channels = checkout.channels
    .map(
      (channel, index) =>
        `          <label><input type="radio" name="channel" value="${channel}"${index === 0 ? ' checked' : ''} /> ${escapeHtml(t(channelNames[channel]))}</label>`,
    )
    .join('\n');
  const chargedTo = t('billing.sandboxCheckout.chargedTo', {
    currency: checkout.currency,
    email: checkout.email,
  });
  return page(
    locale,
    checkout.description,
    `      <h1>${escapeHtml(checkout.description)}</h1>
      <p class="amount">${escapeHtml(amount)}</p>
      <p>${escapeHtml(chargedTo)}</p>
      <form method="post" action="${escapeHtml(action)}">
        <fieldset>
          <legend>${escapeHtml(t('billing.sandboxCheckout.payWith'))}</legend>
${channels}
        </fieldset>
        <div class="actions">
          <button class="pay" type="submit" name="outcome" value="success">${escapeHtml(t('billing.sandboxCheckout.payNow'))}</button>
          <button class="decline" type="submit" name="outcome" value="failed">${escapeHtml(t('billing.sandboxCheckout.decline'))}</button>
        </div>
      </form>`,
  );
}

/** The answer to a checkout address the sandbox never issued. */
export function unknownCheckoutHtml(locale: Locale): string {
  const t = translatorFor(locale);
  const title = t('billing.sandboxCheckout.notFoundTitle');
  return page(
    locale,
    title,
    `      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(t('billing.sandboxCheckout.notFoundText'))}</p>
      ${homeLink(locale, t)}`,
  );
}

/** The answer to a checkout past its end that was never paid: it takes no payment any more. */
export function expiredCheckoutHtml(locale: Locale): string {
  const t = translatorFor(locale);
  return page(
    locale,
    t('billing.sandboxCheckout.expiredTitle'),
    `      <h1>${escapeHtml(t('billing.sandboxCheckout.expiredHeading'))}</h1>
      <p>${escapeHtml(t('billing.sandboxCheckout.expiredText'))}</p>
      ${homeLink(locale, t)}`,
  );
}
