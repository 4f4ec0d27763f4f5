import type { ReactNode } from 'react';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';

/** One column: its heading (which also names the cell on a phone) and what a row shows in it. */
export interface DataTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly DataTableColumn<Row>[];
  /** A row's buttons, in a last "Actions" column; they wrap onto more lines on a phone. */
  actions?: (row: Row) => ReactNode;
  className?: string;
}

/**
 * A list of records as a table on wide screens and as stacked cards on a phone, each cell named by its column, with
 * the row's actions last.
 */
export function DataTable<Row>({ caption, rows, rowKey, columns, actions, className }: DataTableProps<Row>) {
  const headers = columns.map((column) => column.header);
  return (
    <ResponsiveTable caption={caption} columns={actions ? [...headers, 'Actions'] : headers} className={className}>
      {rows.map((row) => (
        <TableRow key={rowKey(row)}>
          {columns.map((column) => (
            <TableCell key={column.header} label={column.header} className={column.className}>
              {column.cell(row)}
            </TableCell>
          ))}
          {actions ? (
            <TableCell label="Actions">
              <div className="mt-2 flex flex-wrap gap-2 md:mt-0">{actions(row)}</div>
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </ResponsiveTable>
  );
}
