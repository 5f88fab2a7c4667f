import { localizedPath, type Locale } from '@creators-archive/i18n';
import { translatorFor } from '../../i18n/translate';
import { escapeHtml } from '../../lib/escape-html';

const style = `
  body { margin: 0; font-family: system-ui, sans-serif; color: #1c1917; background: #fafaf9; }
  main { max-width: 26rem; margin: 3rem auto; padding: 1.5rem; background: #fff;
    border: 1px solid #e7e5e4; border-radius: 0.75rem; }
  h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  p { color: #57534e; }
  button { font: inherit; font-weight: 600; padding: 0.7rem 1rem; border-radius: 0.5rem; cursor: pointer;
    background: #c2410c; color: #fff; border: 1px solid #c2410c; }
`;

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <style>${style}</style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
${body}
    </main>
  </body>
</html>
`;
}

/**
 * What a browser opening an unsubscribe link sees: a button, not the deed, because mail scanners
 * fetch every link of a message. The button posts the same address; no script is needed.
 */
export function unsubscribeConfirmHtml(locale: Locale, action: string, everything: boolean): string {
  const t = translatorFor(locale);
  return page(
    locale,
    t('mail.unsubscribe.title'),
    `      <p>${escapeHtml(everything ? t('mail.unsubscribe.explainAll') : t('mail.unsubscribe.explainKind'))}</p>
      <form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t('mail.unsubscribe.confirm'))}</button></form>`,
  );
}

export function unsubscribedHtml(locale: Locale): string {
  const t = translatorFor(locale);
  return page(
    locale,
    t('mail.unsubscribe.doneTitle'),
    `      <p>${escapeHtml(t('mail.unsubscribe.done'))}</p>
      <p><a href="${localizedPath('/account/settings', locale)}">${escapeHtml(t('mail.unsubscribe.settings'))}</a></p>`,
  );
}

export function badUnsubscribeLinkHtml(locale: Locale): string {
  const t = translatorFor(locale);
  return page(
    locale,
    t('mail.unsubscribe.badLinkTitle'),
    `      <p>${escapeHtml(t('mail.unsubscribe.badLink'))}</p>`,
  );
}
