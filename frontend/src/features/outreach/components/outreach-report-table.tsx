import type { OutreachReport, OutreachReportRow } from '@fundplay/contracts';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/format-money';

export const reportColumns = [
  'Participant',
  'Emails',
  'Texts',
  'Delivered',
  'Failed',
  'Opted out',
  'Scheduled',
  'Donations',
  'Amount',
] as const;

type Counts = Omit<OutreachReportRow, 'participantId' | 'name'>;

function CountCells({ counts }: { counts: Counts }) {
  return (
    <>
      <TableCell label="Emails">{counts.emails}</TableCell>
      <TableCell label="Texts">{counts.texts}</TableCell>
      <TableCell label="Delivered">{counts.delivered}</TableCell>
      <TableCell label="Failed">{counts.failed}</TableCell>
      <TableCell label="Opted out">{counts.optedOut}</TableCell>
      <TableCell label="Scheduled">{counts.scheduled}</TableCell>
      <TableCell label="Donations">{counts.donations}</TableCell>
      <TableCell label="Amount" className="whitespace-nowrap">
        {formatMoney(counts.donationsCents)}
      </TableCell>
    </>
  );
}

/**
 * The administrators' outreach report (on phones each row is a card of two columns): counts per participant and the gifts their messages brought, with totals.
 * Counts only: who a participant wrote to stays theirs (issue #11).
 */
export function OutreachReportTable({ report }: { report: OutreachReport }) {
  return (
    <ResponsiveTable caption="Outreach report" columns={reportColumns} className="md:overflow-x-auto">
      {report.participants.map((row) => (
        <TableRow key={row.participantId} className="grid-cols-2">
          <TableCell label="Participant" className="col-span-2 font-semibold">
            {row.name}
          </TableCell>
          <CountCells counts={row} />
        </TableRow>
      ))}
      <TableRow className="grid-cols-2 bg-muted/60 font-semibold">
        <TableCell label="Participant" className="col-span-2">
          Total
        </TableCell>
        <CountCells counts={report.totals} />
      </TableRow>
    </ResponsiveTable>
  );
}
