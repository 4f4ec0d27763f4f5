import type { LiveFundraiser } from '@fundplay/contracts';
import { formatDollars, percentOf } from '../lib/live-numbers';
import { ProgressBar } from './live-progress-bar';
import { fluid, fontSize } from './live-screen-style';

/** The total raised, big, with the progress toward the goal. */
export function LiveTotal({ fundraiser }: { fundraiser: LiveFundraiser['fundraiser'] }) {
  const percent = percentOf(fundraiser.totalFunding, fundraiser.fundRaisingGoal);
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span
          data-testid="live-total"
          style={{ fontSize: fontSize.total }}
          className="leading-none font-black tracking-tight tabular-nums"
        >
          {formatDollars(fundraiser.totalFunding)}
        </span>
        <span style={{ fontSize: fontSize.goal }} className="text-white/80">
          of {formatDollars(fundraiser.fundRaisingGoal)} goal
        </span>
      </p>
      <ProgressBar
        percent={percent}
        height={fluid('1.5rem', 2.4, '3.25rem')}
        fill="linear-gradient(to right, #f7b538, #ff6b57)"
        aria-label="Progress toward the goal"
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${percent}% of the goal`}
      />
      <p style={{ fontSize: fontSize.percent }} className="font-bold">
        {percent}% of the goal
      </p>
    </div>
  );
}
