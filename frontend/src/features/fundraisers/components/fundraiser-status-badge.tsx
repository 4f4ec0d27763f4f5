import { fundraiserStatusLabels, type FundraiserStatus } from '@fundplay/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const statusStyles: Record<FundraiserStatus, string> = {
  notStarted: 'border-input bg-card text-foreground',
  inProgress: 'border-transparent bg-trust-soft text-trust',
  startedButInactive: 'border-sunshine/60 bg-sunshine/20 text-foreground',
  ended: 'border-transparent bg-muted text-muted-foreground',
};

/** The computed status of spec §4, with the spec's labels. */
export function FundraiserStatusBadge({ status, className }: { status: FundraiserStatus; className?: string }) {
  return (
    <Badge className={cn('whitespace-nowrap', statusStyles[status], className)}>{fundraiserStatusLabels[status]}</Badge>
  );
}
