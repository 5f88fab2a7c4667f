import type { Locale } from '@creators-archive/i18n';
import type { Translate } from '../i18n/translate';
import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from './mail';

/** Product look: ink on paper, one terracotta call to action; inline styles because mail clients strip <style>. */
const colors = { ink: '#1c1917', muted: '#57534e', paper: '#fafaf9', accent: '#c2410c', line: '#e7e5e4' };

/** What an e-mail says, in its reader's language; the layout places it and escapes every part. */
export type Email = {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
};

/** The e-mail in the product's layout, as HTML and as plain text. */
export function render(email: Email, locale: Locale, t: Translate): MailMessage {
  const action = email.action;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(email.subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.paper};font-family:Helvetica,Arial,sans-serif;color:${colors.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.paper}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${colors.line};border-radius:12px">
<tr><td style="padding:28px 32px 8px;font-size:18px;font-weight:700;letter-spacing:-0.01em">Creators Archive</td></tr>
<tr><td style="padding:8px 32px 24px;font-size:15px;line-height:1.6">
<p style="margin:0 0 16px">${escapeHtml(email.greeting)}</p>
${email.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${colors.accent};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${colors.muted}">${escapeHtml(t('mail.layout.linkFallback'))}<br><a href="${escapeHtml(action.url)}" style="color:${colors.accent};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
}
${email.footnote ? `<p style="margin:0;font-size:13px;color:${colors.muted}">${escapeHtml(email.footnote)}</p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:${colors.muted};margin:16px 0 0">${escapeHtml(t('mail.layout.tagline'))}</p>
</td></tr></table></body></html>`;
  const text = [
    email.greeting,
    '',
    ...email.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [t('mail.layout.actionLine', { label: action.label, url: action.url }), ''] : []),
    ...(email.footnote ? [email.footnote, ''] : []),
    '— Creators Archive',
  ].join('\n');
  return { to: email.to, subject: email.subject, html, text };
}
