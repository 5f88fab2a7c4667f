import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../lib/dates';
import { useAuditEntries, type AuditEntry } from '../api/find-audit-entries';

type Change = { field: string; before: string | undefined; after: string | undefined };

function shown(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The fields an action changed, each with its value before and after (undefined: not there). */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): Change[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}

function Diff({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const changes = changesOf(entry);
  if (changes.length === 0) return <span className="text-stone-500">{t('admin.audit.noChange')}</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="text-stone-900">{change.field}</span>:{' '}
          {change.before !== undefined && <del className="text-red-700">{change.before}</del>}
          {change.before !== undefined && change.after !== undefined && ' → '}
          {change.after !== undefined && <ins className="text-emerald-800 no-underline">{change.after}</ins>}
        </li>
      ))}
    </ul>
  );
}

type AuditLogProps = { action: string; onActionChange: (action: string) => void };

/** Every admin action, newest first: when, who, what, on what, and what it changed. */
export function AuditLog({ action, onActionChange }: AuditLogProps) {
  const entries = useAuditEntries(action);
  const t = useT();
  const locale = useLocale();
  const [typed, setTyped] = useState(action);
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-label={t('admin.audit.title')} className="space-y-4">
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onActionChange(typed.trim());
        }}
      >
        <TextField
          label={t('admin.audit.columns.action')}
          placeholder={t('admin.audit.filter.example')}
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('admin.audit.filter.submit')}
        </Button>
      </form>
      {entries.isPending && <Spinner label={t('admin.audit.loading')} />}
      {entries.isError && (
        <p role="alert" className="text-sm text-red-700">
          {entries.error.message}
        </p>
      )}
      {entries.isSuccess && items.length === 0 && (
        <p className="text-sm text-stone-600">
          {action ? t('admin.audit.emptyFor', { action }) : t('admin.audit.empty')}
        </p>
      )}
      {items.length > 0 && (
        <div className="rounded-2xl border border-stone-200 bg-white px-4">
          <SimpleTable
            columns={[
              { label: t('admin.audit.columns.when') },
              { label: t('admin.audit.columns.who') },
              { label: t('admin.audit.columns.action') },
              { label: t('admin.audit.columns.target') },
              { label: t('admin.audit.columns.change') },
            ]}
          >
            {items.map((entry) => (
              <tr key={entry.id} className="align-top">
                <Cell label={t('admin.audit.columns.when')} className="whitespace-nowrap text-stone-700">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
                </Cell>
                <Cell label={t('admin.audit.columns.who')}>{entry.actorEmail}</Cell>
                <th scope="row" className="py-3 pr-4 font-mono text-xs font-medium text-stone-900">
                  {entry.action}
                </th>
                <Cell label={t('admin.audit.columns.target')}>
                  {entry.targetType} <span className="font-mono text-xs break-all">{entry.targetId}</span>
                </Cell>
                <Cell label={t('admin.audit.columns.change')} className="">
                  <Diff entry={entry} />
                </Cell>
              </tr>
            ))}
          </SimpleTable>
        </div>
      )}
      {entries.hasNextPage && (
        <Button
          variant="secondary"
          disabled={entries.isFetchingNextPage}
          onClick={() => void entries.fetchNextPage()}
        >
          {t('admin.loadMore')}
        </Button>
      )}
    </section>
  );
}
