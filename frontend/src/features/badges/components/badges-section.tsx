import type { Badge, BadgeKey } from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Crown, HandHeart, Lock, Medal, Milestone, Share2, Sparkles, UsersRound, type LucideIcon } from 'lucide-react';
import { DashboardSection } from '@/components/dashboard-section';
import { QueryState } from '@/components/query-state';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { useFundraiserTotalsLive } from '@/lib/use-fundraiser-totals-live';
import { badgeKeys, useBadges } from '../api/get-badges';

const badgeIcons: Record<BadgeKey, LucideIcon> = {
  topFundraiser: Crown,
  teamLeader: UsersRound,
  firstDonation: HandHeart,
  communityStar: Sparkles,
  milestoneMaster: Milestone,
  socialSharer: Share2,
};

const earnedDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

interface BadgesSectionProps {
  fundraiserId: string;
  /** A team member's page: the first name of the participant they support, whom their play helps. */
  supportedParticipant?: string;
}

/**
 * Badges of a member's dashboard (spec §2): the achievements this member can earn, with earned or locked state and
 * progress, computed on the server from what happened (donations, shared tokens, verified runs), never sample text.
 * A board with none (a team member's: every badge is a participant's) says so and how the member still helps.
 */
export function BadgesSection({ fundraiserId, supportedParticipant }: BadgesSectionProps) {
  const board = useBadges(fundraiserId);
  const queryClient = useQueryClient();
  // A gift moves First Donation, Milestone Master and Social Sharer: fetch the badges again with the totals.
  useFundraiserTotalsLive(fundraiserId, () => {
    void queryClient.invalidateQueries({ queryKey: badgeKeys.board(fundraiserId) });
  });

  return (
    <DashboardSection
      icon={Medal}
      title="Badges"
      description={
        board.data && board.data.total > 0 ? `${board.data.earned} of ${board.data.total} earned` : undefined
      }
    >
      <QueryState
        query={board}
        loadingLabel="Loading badges"
        errorTitle="Badges could not be loaded"
        skeletons={4}
        skeletonClassName="h-20 rounded-xl"
        className="sm:grid-cols-2"
      >
        {({ earned, total, badges }) =>
          total === 0 ? (
            <NoBadgesToEarn supportedParticipant={supportedParticipant} />
          ) : (
            <>
              {earned === 0 ? <p className="text-sm font-semibold">No badges earned yet</p> : null}
              <ul className="grid gap-2 sm:grid-cols-2" aria-label="All badges">
                {badges.map((badge) => (
                  <BadgeItem key={badge.key} badge={badge} />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </DashboardSection>
  );
}

function NoBadgesToEarn({ supportedParticipant }: { supportedParticipant: string | undefined }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-semibold">Badges are earned by participants.</p>
      <p className="text-muted-foreground">
        {supportedParticipant
          ? `Playing a game in Compete helps ${supportedParticipant} toward the Team Leader badge.`
          : 'Playing a game in Compete helps the participant you support toward the Team Leader badge.'}
      </p>
    </div>
  );
}

function BadgeItem({ badge }: { badge: Badge }) {
  const Icon = badgeIcons[badge.key];
  const { current, target } = badge.progress;
  return (
    <li
      aria-label={`${badge.name}: ${badge.earned ? 'earned' : 'locked'}`}
      className={cn(
        'flex gap-3 rounded-xl border p-3',
        badge.earned ? 'border-sunshine/60 bg-sunshine/10' : 'bg-muted/30',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full',
          badge.earned ? 'bg-sunshine text-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-5" />
        {badge.earned ? null : <Lock className="absolute -right-0.5 -bottom-0.5 size-4 rounded-full bg-card p-0.5" />}
      </span>
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2 font-semibold">
          {badge.name}
          <span className={cn('text-xs', badge.earned ? 'text-success' : 'text-muted-foreground')}>
            {badge.earned
              ? badge.earnedAt
                ? `Earned ${earnedDate.format(new Date(badge.earnedAt))}`
                : 'Earned'
              : 'Locked'}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">{badge.description}</p>
        {badge.earned ? null : (
          <div className="flex items-center gap-2">
            <Progress
              value={current}
              max={target}
              aria-label={`${badge.name} progress`}
              aria-valuetext={`${current} of ${target}`}
              className="h-2"
            />
            <span className="text-xs tabular-nums text-muted-foreground">
              {current}/{target}
            </span>
          </div>
        )}
      </div>
    </li>
  );
}
