import { donationKindLabels, donationStatusLabels, type DonationDispute, type DonationRow } from '@fundplay/contracts';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';
import { useFundraiserDonations } from '../api/get-fundraiser-donations';
import { formatDateTime } from '../lib/dates';
import { LoadError } from './load-error';

/** How many gifts show before 'Show all': the list stays short on a phone. */
const firstShown = 10;

const statusStyles: Record<DonationRow['status'], string> = {
  pending: 'border-input bg-card text-foreground',
  succeeded: 'border-transparent bg-trust-soft text-trust',
  failed: 'border-destructive/30 bg-destructive/5 text-destructive',
  refunded: 'border-transparent bg-muted text-muted-foreground',
  partiallyRefunded: 'border-sunshine/60 bg-sunshine/20 text-foreground',
};

/** A card donation is the usual gift: only the other kinds carry a badge (in the words of the CSV export). */
function kindBadge(kind: DonationRow['kind']): string | null {
  return kind === 'donation' ? null : donationKindLabels[kind];
}

/** What a donor's dispute (chargeback) did to the gift: held while open, given back when lost. */
function disputeNote(status: DonationDispute['status'], amount: string): string {
  if (status === 'open') return `${amount} disputed: held out of the totals until the bank decides`;
  if (status === 'lost') return `${amount} dispute lost: returned to the donor's card`;
  return `${amount} dispute won: counted again`;
}

function creditedTo(donation: DonationRow): string {
  const parts = [donation.participantName, donation.groupName].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'The fundraiser';
}

/** Every gift of the fundraiser: date, donor, amount, whom it credits and its payment status. */
export function FundraiserDonations({ fundraiserId }: { fundraiserId: string }) {
  const donations = useFundraiserDonations(fundraiserId);
  const [showAll, setShowAll] = useState(false);

  if (donations.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <p className="sr-only" role="status">
          Loading donations…
        </p>
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    );
  }
  if (donations.isError) return <LoadError title="Donations could not be loaded" error={donations.error} />;
  if (donations.data.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title="No donations yet"
        description="Gifts by card, token purchases and manual funds appear here as soon as they are recorded."
      />
    );
  }

  const rows = showAll ? donations.data : donations.data.slice(0, firstShown);
  return (
    <div className="grid gap-3">
      <ResponsiveTable caption="Donations" columns={['Date', 'Donor', 'Amount', 'Credited to', 'Status']}>
        {rows.map((donation) => {
          const kind = kindBadge(donation.kind);
          return (
            <TableRow key={donation._id}>
              <TableCell label="Date" className="whitespace-nowrap">
                {formatDateTime(donation.createdAt)}
              </TableCell>
              <TableCell label="Donor">
                <span className="font-semibold">{donation.donorName}</span>
                {donation.donorEmail ? (
                  <span className="block text-xs break-all text-muted-foreground">{donation.donorEmail}</span>
                ) : null}
                {donation.comments ? (
                  <span className="block text-xs text-muted-foreground">{donation.comments}</span>
                ) : null}
              </TableCell>
              <TableCell label="Amount" className="whitespace-nowrap">
                {formatMoney(donation.amountCents)}
                {kind ? (
                  <Badge variant="outline" className="ml-2">
                    {kind}
                  </Badge>
                ) : null}
                {donation.refundedCents > 0 ? (
                  <span className="block text-xs text-muted-foreground">
                    {formatMoney(donation.refundedCents)} refunded
                  </span>
                ) : null}
                {donation.dispute ? (
                  <span className="block text-xs text-muted-foreground">
                    {disputeNote(donation.dispute.status, formatMoney(donation.dispute.amountCents))}
                  </span>
                ) : null}
              </TableCell>
              <TableCell label="Credited to">{creditedTo(donation)}</TableCell>
              <TableCell label="Status">
                <Badge className={cn('whitespace-nowrap', statusStyles[donation.status])}>
                  {donationStatusLabels[donation.status]}
                </Badge>
              </TableCell>
            </TableRow>
          );
        })}
      </ResponsiveTable>
      {donations.data.length > firstShown ? (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer' : `Show all ${donations.data.length} donations`}
        </Button>
      ) : null}
    </div>
  );
}
