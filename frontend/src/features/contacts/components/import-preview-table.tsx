import type { ImportPreviewRow, ImportRowStatus } from '@fundplay/contracts';
import { Badge } from '@/components/ui/badge';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/format-phone';

export const importStatusLabels: Record<ImportRowStatus, string> = {
  new: 'New',
  duplicate: 'Duplicate',
  invalid: 'Invalid',
};

const statusStyles: Record<ImportRowStatus, string> = {
  new: 'border-transparent bg-success/15 text-success',
  duplicate: '',
  invalid: 'border-destructive/30 bg-destructive/5 text-destructive',
};

/** The rows of an import as the server read them, each marked New, Duplicate or Invalid with the reason. */
export function ImportPreviewTable({ rows }: { rows: readonly ImportPreviewRow[] }) {
  return (
    <ResponsiveTable
      caption="Import preview"
      columns={['Row', 'Name', 'Email', 'Phone', 'Status']}
      className="md:max-h-[50dvh] md:overflow-y-auto"
    >
      {rows.map((row) => (
        <TableRow key={row.row} aria-label={`Row ${row.row}: ${importStatusLabels[row.status]}`}>
          <TableCell label="Row" className="tabular-nums text-muted-foreground">
            {row.row}
          </TableCell>
          <TableCell label="Name" className="font-semibold">
            {row.fullName || '—'}
          </TableCell>
          <TableCell label="Email" className="break-all">
            {row.email ?? '—'}
          </TableCell>
          <TableCell label="Phone" className="whitespace-nowrap">
            {row.phoneNumber ? formatPhone(row.phoneNumber) : '—'}
          </TableCell>
          <TableCell label="Status">
            <span className="inline-grid gap-1">
              <Badge variant="outline" className={cn('justify-self-start', statusStyles[row.status])}>
                {importStatusLabels[row.status]}
              </Badge>
              {row.reason ? <span className="text-xs text-muted-foreground">{row.reason}</span> : null}
            </span>
          </TableCell>
        </TableRow>
      ))}
    </ResponsiveTable>
  );
}
