import { fundraiserStatusLabels, type LiveFundraiser } from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { HandHeart, Radio, Star, UsersRound } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format-money';
import { useFundraiserTotalsLive } from '@/lib/use-fundraiser-totals-live';
import { useLeaderboardLive } from '@/lib/use-leaderboard-live';
import { liveKeys, useLiveFundraiser } from '../api/get-live-fundraiser';

/** Players shown per game on the big screen. */
export const liveTopPlayers = 5;
/** Donations shown, newest first. */
export const liveRecentDonations = 5;

/**
 * ★ `/live/{fundraiserId}`: the public big screen for a gym or an assembly. The total, the progress toward the goal,
 * the group race, each game's top players and the newest gifts, read from across a room and updated over Socket.IO
 * (totals and every game's board) without a reload.
 */
export function LiveFundraiserScreen({ fundraiserId }: { fundraiserId: string }) {
  const live = useLiveFundraiser(fundraiserId);
  const queryClient = useQueryClient();
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: liveKeys.fundraiser(fundraiserId) }),
    [queryClient, fundraiserId],
  );
  useFundraiserTotalsLive(fundraiserId, refetch);

  if (live.isPending) {
    return (
      <Screen>
        <div role="status" className="m-auto flex flex-col items-center gap-4 text-center">
          <Spinner className="size-12 text-sunshine" />
          <h1 className="text-3xl font-bold">Loading the big screen…</h1>
        </div>
      </Screen>
    );
  }
  if (live.isError) {
    return (
      <Screen>
        <div role="alert" className="m-auto grid max-w-2xl gap-4 text-center">
          <h1 className="text-3xl font-bold md:text-5xl">This fundraiser’s big screen could not be shown</h1>
          <p className="text-lg text-white/75 md:text-2xl">
            {errorMessage(live.error, 'Check the link, or try again in a moment.')}
          </p>
        </div>
      </Screen>
    );
  }

  const { fundraiser, groups, games, recentDonations } = live.data;
  return (
    <Screen>
      <title>{`${fundraiser.fundRaisingName} · Live · FundPlay`}</title>
      {games.map((game) => (
        <GameBoardLive
          key={game._id}
          fundraiserId={fundraiserId}
          gameId={game._id}
          version={game.version}
          onNewer={refetch}
        />
      ))}
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        {fundraiser.fundRaisingImage ? (
          <img
            src={fundraiser.fundRaisingImage}
            alt=""
            className="size-14 shrink-0 rounded-2xl bg-white object-contain p-1 lg:size-[clamp(4rem,5vw,6.5rem)]"
          />
        ) : null}
        <h1 className="min-w-0 flex-1 text-[clamp(1.75rem,3vw,4rem)] leading-tight font-extrabold">
          {fundraiser.fundRaisingName}
        </h1>
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-white/10 px-4 py-2 text-base font-bold tracking-wide uppercase sm:self-auto lg:text-[clamp(1rem,1.3vw,1.6rem)]">
          {fundraiser.status === 'ended' ? (
            'Final results'
          ) : (
            <>
              <Radio className="size-5 text-[#ff6b57] motion-safe:animate-pulse" aria-hidden="true" />
              Live · {fundraiserStatusLabels[fundraiser.status]}
            </>
          )}
        </p>
      </header>

      {/* At 1920×1080 the four panels fill the screen in two rows; on a phone they stack. */}
      <div className="grid flex-1 gap-5 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-[clamp(1rem,1.1vw,2rem)]">
        <Panel className="lg:col-span-7" label="Raised so far">
          <Total fundraiser={fundraiser} />
        </Panel>
        <Panel className="lg:col-span-5" label="Group race" icon={<UsersRound aria-hidden="true" />}>
          <GroupRace groups={groups} />
        </Panel>
        <Panel className="lg:col-span-7" label="Top players" icon={<Star aria-hidden="true" />}>
          <TopPlayers games={games} />
        </Panel>
        <Panel className="lg:col-span-5" label="Newest donations" icon={<HandHeart aria-hidden="true" />}>
          <Donations donations={recentDonations.slice(0, liveRecentDonations)} />
        </Panel>
      </div>
    </Screen>
  );
}

/** Listens to one game's board, so a verified score anywhere shows here. */
function GameBoardLive({
  fundraiserId,
  gameId,
  version,
  onNewer,
}: {
  fundraiserId: string;
  gameId: string;
  version: number;
  onNewer: () => void;
}) {
  useLeaderboardLive(fundraiserId, gameId, version, onNewer);
  return null;
}

function Screen({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-1 flex-col gap-5 bg-[#17120e] p-4 text-white sm:p-6 lg:gap-[clamp(1rem,1.1vw,2rem)] lg:p-[clamp(1rem,1.6vw,2.5rem)]">
      {children}
    </div>
  );
}

function Panel({
  label,
  icon,
  className,
  children,
}: {
  label: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className={cn(
        'grid content-start gap-4 rounded-3xl bg-white/[0.07] p-5 ring-1 ring-white/10 lg:p-[clamp(1.25rem,1.3vw,2.25rem)]',
        className,
      )}
    >
      <h2 className="flex items-center gap-3 text-xl font-bold text-sunshine lg:text-[clamp(1.25rem,1.6vw,2.4rem)] [&_svg]:size-[1em]">
        {icon}
        {label}
      </h2>
      {children}
    </section>
  );
}

/** Whole dollars: cents are noise from across a room. */
function formatDollars(amountCents: number): string {
  return formatMoney(amountCents - (amountCents % 100));
}

function percentOf(value: number, target: number): number {
  if (target <= 0) return 0;
  return Math.floor((value * 100) / target);
}

function Total({ fundraiser }: { fundraiser: LiveFundraiser['fundraiser'] }) {
  const percent = percentOf(fundraiser.totalFunding, fundraiser.fundRaisingGoal);
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span
          data-testid="live-total"
          className="text-[clamp(3.25rem,6.5vw,9rem)] leading-none font-black tracking-tight tabular-nums"
        >
          {formatDollars(fundraiser.totalFunding)}
        </span>
        <span className="text-xl text-white/80 lg:text-[clamp(1.25rem,2vw,2.75rem)]">
          of {formatDollars(fundraiser.fundRaisingGoal)} goal
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Progress toward the goal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${percent}% of the goal`}
        className="h-6 overflow-hidden rounded-full bg-white/15 lg:h-[clamp(1.5rem,2.4vw,3.25rem)]"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-[#f7b538] to-[#ff6b57] transition-[width] duration-700"
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
      <p className="text-2xl font-bold lg:text-[clamp(1.5rem,2.2vw,3rem)]">{percent}% of the goal</p>
    </div>
  );
}

function GroupRace({ groups }: { groups: LiveFundraiser['groups'] }) {
  if (groups.length === 0) {
    return <p className="text-lg text-white/70 lg:text-[clamp(1.1rem,1.4vw,2rem)]">This fundraiser has no groups.</p>;
  }
  const leader = Math.max(...groups.map((group) => group.groupTotalDonations), 1);
  return (
    <ol className="grid gap-4 lg:gap-[clamp(0.6rem,0.7vw,1.2rem)]">
      {groups.map((group, index) => {
        const width = percentOf(group.groupTotalDonations, leader);
        return (
          <li key={group._id} className="grid gap-1.5">
            <p className="flex items-baseline justify-between gap-3 text-lg font-bold lg:text-[clamp(1.1rem,1.35vw,2rem)]">
              <span className="min-w-0 break-words">
                {index + 1}. {group.groupName}
              </span>
              <span className="shrink-0 tabular-nums">{formatDollars(group.groupTotalDonations)}</span>
            </p>
            <div
              role="progressbar"
              aria-label={`${group.groupName}: raised of its goal`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.min(percentOf(group.groupTotalDonations, group.groupTarget), 100)}
              aria-valuetext={`${formatMoney(group.groupTotalDonations)} of ${formatMoney(group.groupTarget)}`}
              className="h-4 overflow-hidden rounded-full bg-white/15 lg:h-[clamp(0.9rem,0.9vw,1.5rem)]"
            >
              <div
                className={cn(
                  'h-full rounded-full transition-[width] duration-700',
                  index === 0 ? 'bg-sunshine' : 'bg-[#2dd4bf]',
                )}
                style={{ width: `${width}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function TopPlayers({ games }: { games: LiveFundraiser['games'] }) {
  if (games.length === 0) {
    return <p className="text-lg text-white/70 lg:text-[clamp(1.1rem,1.4vw,2rem)]">No games in this fundraiser yet.</p>;
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(min(100%,13rem),1fr))] lg:gap-[clamp(1rem,1.6vw,2.5rem)]">
      {games.map((game) => (
        <section key={game._id} aria-label={`${game.gameName} top players`} className="grid content-start gap-2">
          <h3 className="text-lg font-bold lg:text-[clamp(1.1rem,1.5vw,2.1rem)]">{game.gameName}</h3>
          {game.top.length === 0 ? (
            <p className="text-white/70 lg:text-[clamp(1rem,1.2vw,1.7rem)]">No verified scores yet.</p>
          ) : (
            <ol className="grid gap-1">
              {game.top.slice(0, liveTopPlayers).map((player) => (
                <li
                  key={player.membershipId}
                  className="flex items-baseline gap-3 text-base lg:text-[clamp(1rem,1.35vw,2rem)]"
                >
                  <span className="w-8 shrink-0 font-black text-sunshine tabular-nums lg:w-[2.2em]">
                    #{player.rank}
                  </span>
                  <span className="min-w-0 flex-1 break-words">{player.playerName}</span>
                  <span className="shrink-0 font-bold tabular-nums">{player.score.toLocaleString('en-US')}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}

const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

function timeAgo(at: string, now: number): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  if (seconds > -60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes > -60) return relativeTime.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours > -24) return relativeTime.format(hours, 'hour');
  return relativeTime.format(Math.round(hours / 24), 'day');
}

/** The clock the donation times are relative to, moved on every half minute. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

function Donations({ donations }: { donations: LiveFundraiser['recentDonations'] }) {
  const now = useNow(30_000);
  if (donations.length === 0) {
    return <p className="text-lg text-white/70 lg:text-[clamp(1.1rem,1.4vw,2rem)]">No donations yet. Be the first!</p>;
  }
  return (
    <ol className="grid gap-3 lg:gap-[clamp(0.5rem,0.6vw,0.9rem)]">
      {donations.map((donation, index) => (
        <li
          key={`${donation.at}-${index}`}
          className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-2xl bg-white/[0.06] px-4 py-3 text-lg lg:flex lg:py-[0.5em] lg:text-[clamp(1.05rem,1.3vw,1.85rem)]"
        >
          <span className="min-w-0 font-bold break-words lg:flex-1">{donation.donorName}</span>
          <span className="order-last col-span-2 text-sm text-white/65 lg:order-none lg:col-span-1 lg:text-[0.7em]">
            {timeAgo(donation.at, now)}
          </span>
          <span className="text-xl font-black text-sunshine tabular-nums lg:text-[1.2em]">
            {formatMoney(donation.amountCents)}
          </span>
        </li>
      ))}
    </ol>
  );
}
