import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { defineMails } from '../../mail/compose';

/** A discount campaign's e-mail to one recipient, and the subject of a campaign whose admin gave none. */
export const campaignMails = defineMails(({ t, format, compose }) => ({
  defaultSubject: (code: string) => t('mail.discountCampaign.defaultSubject', { code }),
  discountCampaign: (
    to: string,
    campaign: {
      subject: string;
      message: string | null;
      code: string;
      kind: 'percent' | 'fixed';
      value: number;
      currency: Currency | null;
      expiresAt: Date | null;
      url: string;
    },
  ) =>
    compose({
      to,
      subject: campaign.subject,
      greeting: t('mail.helloAnyone'),
      paragraphs: [
        ...(campaign.message ? [campaign.message] : []),
        t('mail.discountCampaign.useCode', {
          code: campaign.code,
          discount:
            campaign.kind === 'percent' || !campaign.currency
              ? format.percent(campaign.value)
              : format.money(campaign.value, campaign.currency),
        }),
        campaign.expiresAt
          ? t('mail.discountCampaign.worksUntil', format.utcDayAndTime(campaign.expiresAt))
          : t('mail.discountCampaign.noExpiry'),
      ],
      action: { label: t('mail.discountCampaign.action'), url: campaign.url },
      footnote: t('mail.discountCampaign.footnote'),
    }),
}));
