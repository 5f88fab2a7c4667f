import type { ReactNode } from 'react';
import { SubscriptionBadge } from '../../../components/ui/subscription-badge';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { AdminMember } from '../api/get-member';
import { Facts, Panel } from './panel';

/** Who the member is and how to reach them, with their account's state. */
export function MemberProfile({ profile }: { profile: AdminMember['profile'] }) {
  const t = useT();
  const locale = useLocale();
  const place = [profile.city, profile.country].filter(Boolean).join(', ');
  const notGiven = t('admin.member.profile.notGiven');
  return (
    <Panel title={t('admin.member.profile.title')}>
      <Facts
        facts={[
          [t('admin.member.profile.email'), profile.email],
          [t('admin.member.profile.phone'), profile.phone ?? notGiven],
          [t('admin.member.profile.basedIn'), place || notGiven],
          [
            t('admin.member.profile.role'),
            profile.role === 'admin' ? t('admin.members.admin') : t('admin.member.profile.member'),
          ],
          [t('admin.member.profile.memberSince'), formatDate(profile.createdAt, locale)],
          [t('admin.members.verified'), profile.verified ? <VerifiedBadge key="verified" /> : t('admin.no')],
          [
            t('admin.members.columns.account'),
            profile.suspendedAt
              ? t('admin.member.profile.suspendedSince', { date: formatDate(profile.suspendedAt, locale) })
              : t('admin.members.accountActive'),
          ],
          [
            t('admin.member.profile.twoStep'),
            profile.mfaEnrolled ? t('admin.member.profile.twoStepOn') : t('admin.member.profile.twoStepOff'),
          ],
          [
            t('admin.member.profile.portfolioWorks'),
            new Intl.NumberFormat(locale).format(profile.portfolioItems),
          ],
        ]}
      />
    </Panel>
  );
}

/** The member's membership: plan, state, period and renewal. */
export function MemberSubscription({ subscription }: { subscription: AdminMember['subscription'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Panel title={t('admin.member.subscription.title')}>
      {subscription ? (
        <Facts
          facts={[
            [t('admin.member.subscription.plan'), subscription.plan.name],
            [
              t('admin.member.subscription.status'),
              <SubscriptionBadge key="status" status={subscription.status} />,
            ],
            [
              t('admin.member.subscription.period'),
              t('admin.member.subscription.periodDates', {
                start: formatDate(subscription.current_period_start, locale),
                end: formatDate(subscription.current_period_end, locale),
              }),
            ],
            [
              t('admin.member.subscription.renewal'),
              subscription.auto_renew
                ? formatMoney(subscription.amount, subscription.currency, locale)
                : t('admin.member.subscription.renewalOff'),
            ],
            ...(subscription.next_plan
              ? [[t('admin.member.subscription.nextPlan'), subscription.next_plan.name] as [string, string]]
              : []),
            ...(subscription.payment_due
              ? [
                  [
                    t('admin.member.subscription.paymentDue'),
                    <PaymentDue key="due" due={subscription.payment_due} />,
                  ] as [string, ReactNode],
                ]
              : []),
          ]}
        />
      ) : (
        <p className="text-sm text-stone-600">{t('admin.member.subscription.never')}</p>
      )}
    </Panel>
  );
}

/** A period that ended unpaid: since when, until when access lasts, and why. */
function PaymentDue({ due }: { due: NonNullable<NonNullable<AdminMember['subscription']>['payment_due']> }) {
  const t = useT();
  const locale = useLocale();
  const reasons = {
    card_declined: t('admin.member.subscription.paymentDueReason.cardDeclined', {
      date: formatDate(due.next_retry_at ?? due.grace_ends_at, locale),
    }),
    card_unusable: t('admin.member.subscription.paymentDueReason.cardUnusable'),
    awaiting_payment: t('admin.member.subscription.paymentDueReason.awaitingPayment'),
  };
  return (
    <span className="text-amber-900">
      {t('admin.member.subscription.paymentDueSince', {
        since: formatDate(due.since, locale),
        grace: formatDate(due.grace_ends_at, locale),
      })}
      <br />
      {reasons[due.reason]}
    </span>
  );
}
