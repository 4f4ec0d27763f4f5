import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table on wide screens; on phones each row becomes a stacked card whose cells name their column
 * (pass `label` to every `TableCell`).
 */
export function ResponsiveTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-hidden rounded-xl border bg-card', className)}>
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

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('grid gap-1 p-4 md:table-row md:p-0', className)} {...props} />;
}

export function TableCell({ label, className, ...props }: ComponentProps<'td'> & { label: string }) {
  return (
    <td
      data-label={label}
      className={cn(
        'block break-words md:table-cell md:px-4 md:py-3 md:align-middle',
        'before:mr-2 before:text-xs before:font-semibold before:text-muted-foreground before:content-[attr(data-label)] md:before:content-none',
        className,
      )}
      {...props}
    />
  );
}
