import type { ReactNode } from 'react';

type SimpleTableProps = {
  /** The column headings; a hidden one is named for screen readers only (an actions column). */
  columns: { label: string; hidden?: boolean }[];
  children: ReactNode;
};

/** A plain table: headings over rows the caller writes, scrolling sideways when narrow. */
export function SimpleTable({ columns, children }: SimpleTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-stone-500">
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

/** A cell of a SimpleTable row. */
export function Cell({ children }: { children: ReactNode }) {
  return <td className="py-3 pr-4 text-stone-700">{children}</td>;
}
