import type { MessageId } from '@creators-archive/i18n';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { useMembers, type AdminMemberSummary, type MemberFilters } from '../api/find-members';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';

/** A typed search waits for a pause in the typing before it is sent. */
const TYPING_PAUSE_MS = 300;

const subscriptionLabels: Record<NonNullable<MemberFilters['subscription']>, MessageId> = {
  active: 'admin.members.subscriptionStatus.active',
  cancelled: 'admin.members.subscriptionStatus.cancelled',
  expired: 'admin.members.subscriptionStatus.expired',
  none: 'admin.members.subscriptionStatus.none',
};

/** "yes"/"no" of a select as the filter's true or false; anything else matches everyone. */
const yesNo = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined);

/** Members (admins), newest first: a search by name or e-mail, filters, and 'Load more'. */
export function MemberSearch() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState('');
  const [subscription, setSubscription] = useState('');
  const [verified, setVerified] = useState('');
  const [suspended, setSuspended] = useState('');
  const typedSearch = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const typedCountry = useDebouncedValue(country.trim().toUpperCase(), TYPING_PAUSE_MS);

  // A search shorter than the API takes, or a half-typed country, is not sent yet.
  const filters: MemberFilters = {
    q: typedSearch.length >= 2 ? typedSearch : undefined,
    subscription: (subscription || undefined) as MemberFilters['subscription'],
    verified: yesNo(verified),
    suspended: yesNo(suspended),
    country: /^[A-Z]{2}$/.test(typedCountry) ? typedCountry : undefined,
  };
  const members = useMembers(filters);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6">
      <form
        role="search"
        aria-label={t('admin.members.search.label')}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-5"
      >
        <FilterField label={t('admin.members.search.nameOrEmail')}>
          {(id) => (
            <input
              id={id}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={inputClasses}
            />
          )}
        </FilterField>
        <FilterField label={t('admin.members.columns.subscription')}>
          {(id) => (
            <select
              id={id}
              value={subscription}
              onChange={(event) => setSubscription(event.target.value)}
              className={inputClasses}
            >
              <option value="">{t('admin.members.search.any')}</option>
              {Object.entries(subscriptionLabels).map(([status, label]) => (
                <option key={status} value={status}>
                  {t(label)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label={t('admin.members.columns.verified')}>
          {(id) => (
            <select
              id={id}
              value={verified}
              onChange={(event) => setVerified(event.target.value)}
              className={inputClasses}
            >
              <option value="">{t('admin.members.search.any')}</option>
              <option value="yes">{t('admin.members.verified')}</option>
              <option value="no">{t('admin.members.search.notVerified')}</option>
            </select>
          )}
        </FilterField>
        <FilterField label={t('admin.members.search.suspended')}>
          {(id) => (
            <select
              id={id}
              value={suspended}
              onChange={(event) => setSuspended(event.target.value)}
              className={inputClasses}
            >
              <option value="">{t('admin.members.search.any')}</option>
              <option value="yes">{t('admin.members.search.suspended')}</option>
              <option value="no">{t('admin.members.search.notSuspended')}</option>
            </select>
          )}
        </FilterField>
        <FilterField label={t('admin.members.search.countryCode')}>
          {(id) => (
            <input
              id={id}
              value={country}
              maxLength={2}
              placeholder={t('admin.members.search.countryExample')}
              autoComplete="off"
              onChange={(event) => setCountry(event.target.value)}
              className={inputClasses}
            />
          )}
        </FilterField>
      </form>

      <section
        aria-label={t('admin.members.title')}
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
      >
        {members.isPending && <Spinner label={t('admin.members.loading')} />}
        {members.isError && (
          <p role="alert" className="text-sm text-red-700">
            {members.error.message}
          </p>
        )}
        {members.isSuccess && items.length === 0 && (
          <p className="text-sm text-stone-600">{t('admin.members.empty')}</p>
        )}
        {items.length > 0 && (
          <SimpleTable
            columns={[
              { label: t('admin.members.columns.member') },
              { label: t('admin.members.columns.subscription') },
              { label: t('admin.members.columns.verified') },
              { label: t('admin.members.columns.account') },
              { label: t('admin.members.columns.country') },
              { label: t('admin.members.columns.joined') },
            ]}
          >
            {items.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </SimpleTable>
        )}
        {members.hasNextPage && (
          <Button
            variant="secondary"
            disabled={members.isFetchingNextPage}
            onClick={() => void members.fetchNextPage()}
          >
            {t('admin.loadMore')}
          </Button>
        )}
      </section>
    </div>
  );
}

const inputClasses =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function MemberRow({ member }: { member: AdminMemberSummary }) {
  const t = useT();
  const locale = useLocale();
  const subscription = member.subscriptionStatus ? t(subscriptionLabels[member.subscriptionStatus]) : null;
  return (
    <tr>
      <th scope="row" className="py-3 pr-4 font-medium text-stone-900">
        <Link to={`/admin/members/${member.id}`} className="underline underline-offset-4">
          {member.fullName}
        </Link>
        <span className="block text-xs font-normal text-stone-500">{member.email}</span>
        {member.role === 'admin' && (
          <span className="block text-xs font-normal text-stone-500">{t('admin.members.admin')}</span>
        )}
      </th>
      <Cell>
        {subscription === null
          ? t(subscriptionLabels.none)
          : member.subscriptionPlan
            ? t('admin.members.subscriptionOnPlan', { status: subscription, plan: member.subscriptionPlan })
            : subscription}
      </Cell>
      <Cell>{member.verified ? t('admin.members.verified') : t('admin.no')}</Cell>
      <Cell>
        {member.suspendedAt
          ? t('admin.members.suspendedOn', { date: formatDate(member.suspendedAt, locale) })
          : t('admin.members.accountActive')}
      </Cell>
      <Cell>{member.country ?? '—'}</Cell>
      <Cell>{formatDate(member.createdAt, locale)}</Cell>
    </tr>
  );
}
