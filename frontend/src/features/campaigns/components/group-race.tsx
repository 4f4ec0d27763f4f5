import type { CampaignGroup } from '@fundplay/contracts';
import { Trophy } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';

/** Reached share of a group's own goal in basis points, for ordering (integer arithmetic; no goal sorts last). */
function reached(group: CampaignGroup): number {
  return group.groupTarget > 0 ? Math.floor((group.groupTotalDonations * 10_000) / group.groupTarget) : -1;
}

/**
 * The race between groups, each drawn against its OWN goal (a small group near its target leads a big one that is
 * far from its own), ordered by how far each has come; the page's group is marked.
 */
export function GroupRace({ groups, currentGroupId }: { groups: CampaignGroup[]; currentGroupId: string | null }) {
  const ordered = [...groups].sort((a, b) => reached(b) - reached(a) || b.groupTotalDonations - a.groupTotalDonations);
  return (
    <section aria-labelledby="group-race" className="grid gap-4 rounded-2xl border bg-card p-5 sm:p-6">
      <h2 id="group-race" className="flex items-center gap-2 text-xl font-bold">
        <Trophy className="size-5 text-primary" aria-hidden="true" />
        Team race
      </h2>
      <p className="-mt-2 text-sm text-muted-foreground">Each team against its own goal.</p>
      <ol className="grid gap-4">
        {ordered.map((group) => {
          const percent = group.groupTarget > 0 ? Math.floor((group.groupTotalDonations * 100) / group.groupTarget) : 0;
          const current = group._id === currentGroupId;
          return (
            <li
              key={group._id}
              className={cn('grid gap-1.5', current && '-mx-2 rounded-lg bg-primary-soft px-2 py-1.5')}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-semibold">
                  {group.groupName}
                  {current ? <span className="ml-2 text-xs font-semibold text-primary-hover">This team</span> : null}
                </span>
                <span className="text-muted-foreground">
                  <strong className="text-foreground">{formatMoney(group.groupTotalDonations)}</strong> of{' '}
                  {formatMoney(group.groupTarget)} · {percent}%
                </span>
              </p>
              <Progress
                value={group.groupTotalDonations}
                max={group.groupTarget}
                aria-label={`${group.groupName}: raised of its goal`}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
