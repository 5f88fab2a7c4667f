import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatDate } from '../../../lib/dates';
import { useMembers, type AdminMemberSummary, type MemberFilters } from '../api/find-members';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';

/** A typed search waits for a pause in the typing before it is sent. */
const TYPING_PAUSE_MS = 300;

const subscriptionLabels: Record<NonNullable<MemberFilters['subscription']>, string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired',
  none: 'Never subscribed',
};

/** "yes"/"no" of a select as the filter's true or false; anything else matches everyone. */
const yesNo = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined);

/** Members (admins), newest first: a search by name or e-mail, filters, and 'Load more'. */
export function MemberSearch() {
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
        aria-label="Find members"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-5"
      >
        <FilterField label="Name or e-mail">
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
        <FilterField label="Subscription">
          {(id) => (
            <select
              id={id}
              value={subscription}
              onChange={(event) => setSubscription(event.target.value)}
              className={inputClasses}
            >
              <option value="">Any</option>
              {Object.entries(subscriptionLabels).map(([status, label]) => (
                <option key={status} value={status}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="Verified">
          {(id) => (
            <select
              id={id}
              value={verified}
              onChange={(event) => setVerified(event.target.value)}
              className={inputClasses}
            >
              <option value="">Any</option>
              <option value="yes">Verified</option>
              <option value="no">Not verified</option>
            </select>
          )}
        </FilterField>
        <FilterField label="Suspended">
          {(id) => (
            <select
              id={id}
              value={suspended}
              onChange={(event) => setSuspended(event.target.value)}
              className={inputClasses}
            >
              <option value="">Any</option>
              <option value="yes">Suspended</option>
              <option value="no">Not suspended</option>
            </select>
          )}
        </FilterField>
        <FilterField label="Country code">
          {(id) => (
            <input
              id={id}
              value={country}
              maxLength={2}
              placeholder="NG"
              autoComplete="off"
              onChange={(event) => setCountry(event.target.value)}
              className={inputClasses}
            />
          )}
        </FilterField>
      </form>

      <section aria-label="Members" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6">
        {members.isPending && <Spinner label="Loading members" />}
        {members.isError && (
          <p role="alert" className="text-sm text-red-700">
            {members.error.message}
          </p>
        )}
        {members.isSuccess && items.length === 0 && (
          <p className="text-sm text-stone-600">No member matches.</p>
        )}
        {items.length > 0 && (
          <SimpleTable
            columns={[
              { label: 'Member' },
              { label: 'Subscription' },
              { label: 'Verified' },
              { label: 'Account' },
              { label: 'Country' },
              { label: 'Joined' },
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
            Load more
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
  return (
    <tr>
      <th scope="row" className="py-3 pr-4 font-medium text-stone-900">
        <Link to={`/admin/members/${member.id}`} className="underline underline-offset-4">
          {member.fullName}
        </Link>
        <span className="block text-xs font-normal text-stone-500">{member.email}</span>
        {member.role === 'admin' && <span className="block text-xs font-normal text-stone-500">Admin</span>}
      </th>
      <Cell>
        {member.subscriptionStatus
          ? `${subscriptionLabels[member.subscriptionStatus]}${member.subscriptionPlan ? ` · ${member.subscriptionPlan}` : ''}`
          : subscriptionLabels.none}
      </Cell>
      <Cell>{member.verified ? 'Verified' : 'No'}</Cell>
      <Cell>{member.suspendedAt ? `Suspended ${formatDate(member.suspendedAt)}` : 'Active'}</Cell>
      <Cell>{member.country ?? '—'}</Cell>
      <Cell>{formatDate(member.createdAt)}</Cell>
    </tr>
  );
}
