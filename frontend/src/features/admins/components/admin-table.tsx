import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A table on wide screens; on phones each row becomes a stacked card whose cells name their column. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-muted/60 md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

export function AdminTableCell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      data-label={label}
      className={cn(
        'block break-words md:table-cell md:px-4 md:py-3 md:align-middle',
        'before:mr-2 before:text-xs before:font-semibold before:text-muted-foreground before:content-[attr(data-label)] md:before:content-none',
        className,
      )}
    >
      {children}
    </td>
  );
}
