import type { ReactNode } from 'react';

type SimpleTableProps = {
  /** The column headings; a hidden one is named for screen readers only (an actions column). */
  columns: { label: string; hidden?: boolean }[];
  children: ReactNode;
};

/**
 * Under the small breakpoint (a 390 px phone) each row stands as a block of its own, one line per
 * cell with the cell's `label` before its value, so no column is pushed out of sight to the right;
 * the headings stay for screen readers. Wider, a plain table.
 */
const narrowRows = [
  'max-sm:block max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:py-2',
  'max-sm:[&_tbody_th]:block max-sm:[&_tbody_th]:py-1',
  'max-sm:[&_td]:flex max-sm:[&_td]:flex-wrap max-sm:[&_td]:items-baseline max-sm:[&_td]:justify-between max-sm:[&_td]:gap-x-4 max-sm:[&_td]:py-1',
  'max-sm:[&_td[data-label]]:before:content-[attr(data-label)] max-sm:[&_td]:before:text-xs max-sm:[&_td]:before:text-stone-500',
].join(' ');

/** A plain table: headings over rows the caller writes; on a phone, one block per row. */
export function SimpleTable({ columns, children }: SimpleTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className={`w-full text-left text-sm ${narrowRows}`}>
        <thead className="text-xs text-stone-500 max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="py-2 pr-4 font-medium">
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

type CellProps = {
  /** The column's heading, shown before the value when rows stand as blocks on a phone. */
  label?: string;
  className?: string;
  children: ReactNode;
};

/** A cell of a SimpleTable row. */
export function Cell({ label, className = 'text-stone-700', children }: CellProps) {
  return (
    <td data-label={label} className={`py-3 pr-4 ${className}`}>
      {children}
    </td>
  );
}
