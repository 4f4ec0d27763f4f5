import type { LiveFundraiser } from '@fundplay/contracts';
import { formatMoney } from '@/lib/format-money';
import { formatDollars, percentOf } from '../lib/live-numbers';
import { ProgressBar } from './live-progress-bar';
import { fluid, fontSize, muted, space } from './live-screen-style';

/** The groups, highest total first, each with a bar racing against the leader. */
export function GroupRace({ groups }: { groups: LiveFundraiser['groups'] }) {
  if (groups.length === 0) {
    return (
      <p style={{ fontSize: fontSize.note }} className={muted}>
        This fundraiser has no groups.
      </p>
    );
  }
  const leader = Math.max(...groups.map((group) => group.groupTotalDonations), 1);
  return (
    <ol style={{ gap: space.list }} className="grid">
      {groups.map((group, index) => (
        <li key={group._id} className="grid gap-1.5">
          <p style={{ fontSize: fontSize.row }} className="flex items-baseline justify-between gap-3 font-bold">
            <span className="min-w-0 break-words">
              {index + 1}. {group.groupName}
            </span>
            <span className="shrink-0 tabular-nums">{formatDollars(group.groupTotalDonations)}</span>
          </p>
          {/* Bars race against the leader; the value read out is the group's progress toward its own goal. */}
          <ProgressBar
            percent={percentOf(group.groupTotalDonations, leader)}
            height={fluid('1rem', 0.9, '1.5rem')}
            fill={index === 0 ? '#f7b538' : '#2dd4bf'}
            aria-label={`${group.groupName}: raised of its goal`}
            aria-valuenow={Math.min(percentOf(group.groupTotalDonations, group.groupTarget), 100)}
            aria-valuetext={`${formatMoney(group.groupTotalDonations)} of ${formatMoney(group.groupTarget)}`}
          />
        </li>
      ))}
    </ol>
  );
}
