import { fundraiserStatusLabels, type FundraiserSummary } from '@fundplay/contracts';
import { ArrowRight, CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format-money';
import { formatFundraiserDates } from '../lib/fundraiser-dates';

interface FundraiserCardProps {
  fundraiser: FundraiserSummary;
  /** The fundraiser's dashboard for this person. */
  to: string;
  /** A line under the name, e.g. whom a team member supports. */
  note?: ReactNode;
}

/** A fundraiser in a list: name, dates, status, goal and what is raised so far; the whole card opens it. */
export function FundraiserCard({ fundraiser, to, note }: FundraiserCardProps) {
  const { fundRaisingName, fundRaisingStartTime, fundRaisingEndTime, status, fundRaisingGoal, totalFunding } =
    fundraiser;
  return (
    <li className="relative grid gap-3 rounded-2xl border bg-card p-5 shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lift">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg leading-tight font-bold break-words">
          <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
            {fundRaisingName}
          </Link>
        </h3>
        <Badge variant={status === 'inProgress' ? 'trust' : 'outline'}>{fundraiserStatusLabels[status]}</Badge>
      </div>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        {formatFundraiserDates(fundRaisingStartTime, fundRaisingEndTime)}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Goal</dt>
          <dd className="font-semibold">{formatMoney(fundRaisingGoal)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Raised</dt>
          <dd className="font-semibold">{formatMoney(totalFunding)}</dd>
        </div>
      </dl>
      <span className="flex items-center gap-1 text-sm font-semibold text-trust" aria-hidden="true">
        Open dashboard <ArrowRight className="size-4" />
      </span>
    </li>
  );
}

/** The grid the cards sit in. */
export function FundraiserCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}
