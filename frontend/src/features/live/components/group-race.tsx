import type { LiveFundraiser } from '@fundplay/contracts';
import { formatMoney } from '@/lib/format-money';
import { formatDollars, percentOf } from '../lib/live-numbers';
import { ProgressBar } from './live-progress-bar';
import { fluid, fontSize, muted, space } from './live-screen-style';

/**
 * The groups, each drawn against its OWN goal (a small team near its target leads a big one far from its own), ordered
 * by how far each has come.
 */
export function GroupRace({ groups }: { groups: LiveFundraiser['groups'] }) {
  if (groups.length === 0) {
    return (
      <p style={{ fontSize: fontSize.note }} className={muted}>
        This fundraiser has no groups.
      </p>
    );
  }
  // Basis points of the group's own goal, in integers; a group without a goal runs last.
  const reached = (group: LiveFundraiser['groups'][number]) =>
    group.groupTarget > 0 ? Math.floor((group.groupTotalDonations * 10_000) / group.groupTarget) : -1;
  const ordered = [...groups].sort((a, b) => reached(b) - reached(a) || b.groupTotalDonations - a.groupTotalDonations);
  return (
    <ol style={{ gap: space.list }} className="grid">
      {ordered.map((group, index) => (
        <li key={group._id} className="grid gap-1.5">
          <p style={{ fontSize: fontSize.row }} className="flex items-baseline justify-between gap-3 font-bold">
            <span className="min-w-0 break-words">
              {index + 1}. {group.groupName}
            </span>
            <span className="shrink-0 tabular-nums">
              {formatDollars(group.groupTotalDonations)}
              <span className={`${muted} font-semibold`}> of {formatDollars(group.groupTarget)}</span>
            </span>
          </p>
          <ProgressBar
            percent={Math.min(percentOf(group.groupTotalDonations, group.groupTarget), 100)}
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
