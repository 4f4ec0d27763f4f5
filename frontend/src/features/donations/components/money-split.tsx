import type { FundraiserTransparency } from '@fundplay/contracts';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** `90.4` -> `90.4%`. */
export const formatPercent = (percent: number): string => `${percentFormat.format(percent)}%`;

/** The three parts of what was raised, in the order the bar and the list show them. */
export function moneyParts(report: FundraiserTransparency) {
  return [
    { key: 'cause', label: 'Net to the cause', cents: report.netToCauseCents, colour: 'bg-trust' },
    { key: 'platform', label: 'Platform fee', cents: report.platformFeeCents, colour: 'bg-primary' },
    { key: 'processing', label: 'Card processing fees', cents: report.processingFeeCents, colour: 'bg-sunshine' },
  ] as const;
}

/**
 * A bar split into what reached the cause, the platform fee and the card processing fees, each part as wide as
 * its share (the parts themselves are the ledger's figures; widths only approximate them).
 */
export function MoneySplitBar({ report, className }: { report: FundraiserTransparency; className?: string }) {
  const parts = moneyParts(report);
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.cents), 0);
  return (
    <div
      className={cn('flex h-3 w-full overflow-hidden rounded-full bg-muted', className)}
      role="img"
      aria-label={`${formatPercent(report.netToCausePercent)} of the money raised reaches the cause`}
    >
      {total > 0
        ? parts.map((part) => (
            <div
              key={part.key}
              className={part.colour}
              style={{ width: `${(Math.max(0, part.cents) / total) * 100}%` }}
            />
          ))
        : null}
    </div>
  );
}

/** The parts as a definition list: label, colour key and amount. */
export function MoneySplitList({ report, className }: { report: FundraiserTransparency; className?: string }) {
  return (
    <dl className={cn('grid gap-2 text-sm', className)}>
      <div className="flex items-center justify-between gap-3 border-b pb-2">
        <dt className="font-semibold">Raised</dt>
        <dd className="font-semibold tabular-nums">{formatMoney(report.raisedCents)}</dd>
      </div>
      {moneyParts(report).map((part) => (
        <div key={part.key} className="flex items-center justify-between gap-3">
          <dt className="flex items-center gap-2">
            <span className={cn('size-2.5 shrink-0 rounded-full', part.colour)} aria-hidden="true" />
            {part.label}
          </dt>
          <dd className="tabular-nums">{formatMoney(part.cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
