import { moneyMessages } from '@fundplay/contracts';
import { Handshake } from 'lucide-react';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/format-money';
import { useSponsors } from '../api/get-sponsors';

const columns = [
  'First Name',
  'Last Name',
  'Business Name',
  'Website Url',
  'Sponsor Status',
  'Total Donations',
] as const;

/** Fundraiser Sponsors (spec §2): the businesses sponsoring the fundraiser and what each gave. */
export function SponsorsSection({ fundraiserId }: { fundraiserId: string }) {
  const sponsors = useSponsors(fundraiserId);
  return (
    <DashboardSection icon={Handshake} title="Fundraiser Sponsors">
      {sponsors.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading the sponsors">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : sponsors.isError ? (
        <Alert role="alert" variant="error">
          {moneyMessages.sponsorsError}
        </Alert>
      ) : sponsors.data.length === 0 ? (
        <EmptyState icon={Handshake} title={moneyMessages.noSponsors} />
      ) : (
        <ResponsiveTable caption="Fundraiser Sponsors" columns={columns} className="max-h-[500px] overflow-auto">
          {sponsors.data.map((sponsor) => (
            <TableRow key={sponsor._id}>
              <TableCell label="First Name">{sponsor.firstName}</TableCell>
              <TableCell label="Last Name">{sponsor.lastName}</TableCell>
              <TableCell label="Business Name" className="font-semibold">
                <span className="inline-flex items-center gap-2">
                  {sponsor.businessImage ? (
                    <img src={sponsor.businessImage} alt="" className="size-7 rounded border object-contain" />
                  ) : null}
                  {sponsor.businessName}
                </span>
              </TableCell>
              <TableCell label="Website Url">
                {sponsor.websiteUrl ? (
                  <a
                    href={sponsor.websiteUrl}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="break-all text-trust underline-offset-4 hover:underline"
                  >
                    {sponsor.websiteUrl}
                  </a>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell label="Sponsor Status">
                <Badge variant={sponsor.isFeatured ? 'trust' : 'outline'} className="whitespace-nowrap">
                  {sponsor.isFeatured ? 'Sponsored' : 'Not Sponsored'}
                </Badge>
              </TableCell>
              <TableCell label="Total Donations" className="tabular-nums">
                {formatMoney(sponsor.amount)}
              </TableCell>
            </TableRow>
          ))}
        </ResponsiveTable>
      )}
    </DashboardSection>
  );
}
