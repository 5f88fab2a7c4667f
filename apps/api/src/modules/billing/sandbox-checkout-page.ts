import { escapeHtml } from '../../lib/escape-html';
import { formatMinorUnits } from '../../lib/money';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { PaymentChannel } from '../../payments/provider';
import type { SandboxCheckout } from '../../payments/sandbox';

const channelNames: Record<PaymentChannel, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  mobile_money: 'Mobile money (M-Pesa, MTN MoMo)',
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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} · Sandbox checkout</title>
    <style>${style}</style>
  </head>
  <body>
    <main>
      <span class="badge">Sandbox · no money moves</span>
${body}
    </main>
  </body>
</html>
`;
}

/**
 * The sandbox's hosted checkout: what is being paid for and how much, a channel to pick, and Pay
 * now or Decline. A plain form, so it works with no script, inside the product's CSP.
 */
export function sandboxCheckoutHtml(checkout: SandboxCheckout, action: string): string {
  const amount = formatMinorUnits(checkout.amount, checkout.currency as Currency);
  if (checkout.state !== 'abandoned') {
    const outcome = checkout.state === 'success' ? 'This payment is complete.' : 'This payment was declined.';
    return page(
      checkout.description,
      `      <h1>${escapeHtml(checkout.description)}</h1>
      <p class="amount">${escapeHtml(amount)}</p>
      <p>${outcome}</p>
      <form method="post" action="${escapeHtml(action)}">
        <input type="hidden" name="outcome" value="${checkout.state === 'success' ? 'success' : 'failed'}" />
        <input type="hidden" name="channel" value="card" />
        <div class="actions"><button class="pay" type="submit">Return to Creators Archive</button></div>
      </form>`,
    );
  }
  const channels = checkout.channels
    .map(
      (channel, index) =>
        `          <label><input type="radio" name="channel" value="${channel}"${index === 0 ? ' checked' : ''} /> ${escapeHtml(channelNames[channel])}</label>`,
    )
    .join('\n');
  return page(
    checkout.description,
    `      <h1>${escapeHtml(checkout.description)}</h1>
      <p class="amount">${escapeHtml(amount)}</p>
      <p>${escapeHtml(checkout.currency)} · charged to ${escapeHtml(checkout.email)}</p>
      <form method="post" action="${escapeHtml(action)}">
        <fieldset>
          <legend>Pay with</legend>
${channels}
        </fieldset>
        <div class="actions">
          <button class="pay" type="submit" name="outcome" value="success">Pay now</button>
          <button class="decline" type="submit" name="outcome" value="failed">Decline</button>
        </div>
      </form>`,
  );
}

/** The answer to a checkout address the sandbox never issued. */
export function unknownCheckoutHtml(): string {
  return page(
    'Payment not found',
    `      <h1>Payment not found</h1>
      <p>This checkout link is not valid or has expired. Start again from Creators Archive.</p>
      <p><a href="/">Go to the home page</a></p>`,
  );
}

/** The answer to a checkout past its end that was never paid: it takes no payment any more. */
export function expiredCheckoutHtml(): string {
  return page(
    'Checkout expired',
    `      <h1>This checkout has expired</h1>
      <p>Nothing was charged. Start again from Creators Archive to pay.</p>
      <p><a href="/">Go to the home page</a></p>`,
  );
}
