import { fundraiserLimits } from '@fundplay/contracts';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

interface WeeksCounterProps {
  value: number;
  onChange: (weeks: number) => void;
  error?: string;
  disabled?: boolean;
}

/** spec §5: the fundraiser runs 1 to 4 whole weeks (default 3). */
export function WeeksCounter({ value, onChange, error, disabled }: WeeksCounterProps) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-semibold">
        Duration
      </span>
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-3">
        <Button
          variant="outline"
          size="icon"
          aria-label="One week shorter"
          disabled={disabled || value <= fundraiserLimits.minWeeks}
          onClick={() => onChange(Math.max(fundraiserLimits.minWeeks, value - 1))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" aria-labelledby={labelId} className="min-w-20 text-center text-base font-semibold">
          {value} {value === 1 ? 'week' : 'weeks'}
        </output>
        <Button
          variant="outline"
          size="icon"
          aria-label="One week longer"
          disabled={disabled || value >= fundraiserLimits.maxWeeks}
          onClick={() => onChange(Math.min(fundraiserLimits.maxWeeks, value + 1))}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
