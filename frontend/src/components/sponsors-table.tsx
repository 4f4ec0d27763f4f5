import type { SponsorRow } from '@fundplay/contracts';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';

const columns = ['First name', 'Last name', 'Business name', 'Website', 'Status', 'Total donations'];

function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * spec §2 sponsors table (First Name, Last Name, Business Name, Website Url, Sponsor Status, Total Donations), in
 * sentence case. A sponsor whose sponsorship was paid is featured: "Sponsored"; one not (yet) paid: "Not featured".
 */
export function SponsorsTable({
  sponsors,
  onEdit,
  className,
}: {
  sponsors: readonly SponsorRow[];
  /** Adds an Edit button per row (the sponsors page). */
  onEdit?: (sponsor: SponsorRow) => void;
  className?: string;
}) {
  return (
    <ResponsiveTable
      caption="Fundraiser sponsors"
      columns={onEdit ? [...columns, 'Actions'] : columns}
      // spec §9: sponsors tables scroll past 500 px (on wide screens; phones scroll the page).
      className={cn('md:max-h-[500px] md:overflow-y-auto', className)}
    >
      {sponsors.map((sponsor) => (
        <TableRow key={sponsor._id}>
          <TableCell label="First name" className="font-semibold">
            <span className="inline-flex items-center gap-2">
              {sponsor.businessImage ? (
                <img src={sponsor.businessImage} alt="" className="size-8 shrink-0 rounded-md border object-contain" />
              ) : null}
              {sponsor.firstName}
            </span>
          </TableCell>
          <TableCell label="Last name">{sponsor.lastName}</TableCell>
          <TableCell label="Business name">{sponsor.businessName || '—'}</TableCell>
          <TableCell label="Website">
            {sponsor.websiteUrl && isWebAddress(sponsor.websiteUrl) ? (
              <a
                href={sponsor.websiteUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="break-all text-trust underline-offset-4 hover:underline"
              >
                {sponsor.websiteUrl}
              </a>
            ) : (
              sponsor.websiteUrl || '—'
            )}
          </TableCell>
          <TableCell label="Status">
            <Badge variant={sponsor.isFeatured ? 'trust' : 'outline'} className="whitespace-nowrap">
              {sponsor.isFeatured ? 'Sponsored' : 'Not featured'}
            </Badge>
          </TableCell>
          <TableCell label="Total donations" className="tabular-nums">
            {formatMoney(sponsor.amount)}
          </TableCell>
          {onEdit ? (
            <TableCell label="Actions">
              <Button
                size="sm"
                variant="outline"
                className="mt-2 md:mt-0"
                aria-label={`Edit ${sponsor.businessName || `${sponsor.firstName} ${sponsor.lastName}`}`}
                onClick={() => onEdit(sponsor)}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </ResponsiveTable>
  );
}
