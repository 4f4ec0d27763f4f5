import { fundraiserStatusLabels, type LiveFundraiser } from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { HandHeart, Radio, Star, UsersRound } from 'lucide-react';
import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
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
 * A size that is `min` on a phone and grows with the screen's width up to `max` (a projector at 1920 px). Inline, so
 * the big screen's sizes travel with its own lazy chunk instead of every page's stylesheet.
 */
const fluid = (min: string, vw: number, max: string) => `clamp(${min}, ${vw}vw, ${max})`;
const type = {
  title: fluid('1.75rem', 3, '4rem'),
  badge: fluid('1rem', 1.3, '1.6rem'),
  panelTitle: fluid('1.25rem', 1.6, '2.4rem'),
  total: fluid('3.25rem', 6.5, '9rem'),
  goal: fluid('1.25rem', 2, '2.75rem'),
  percent: fluid('1.5rem', 2.2, '3rem'),
  row: fluid('1.125rem', 1.35, '2rem'),
  gameName: fluid('1.125rem', 1.5, '2.1rem'),
  player: fluid('1rem', 1.35, '2rem'),
  note: fluid('1.125rem', 1.4, '2rem'),
  gift: fluid('1.125rem', 1.3, '1.85rem'),
} satisfies Record<string, string>;
const space = {
  screen: fluid('1rem', 1.6, '2.5rem'),
  gap: fluid('1.25rem', 1.1, '2rem'),
  panel: fluid('1.25rem', 1.3, '2.25rem'),
  list: fluid('0.75rem', 0.7, '1.2rem'),
  gifts: fluid('0.6rem', 0.6, '0.9rem'),
};
const muted = 'text-white/70';

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
          <h1 style={{ fontSize: type.title }} className="font-bold">
            This fundraiser’s big screen could not be shown
          </h1>
          <p style={{ fontSize: type.goal }} className={muted}>
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
            style={{ width: fluid('3.5rem', 5, '6.5rem'), height: fluid('3.5rem', 5, '6.5rem') }}
            className="shrink-0 rounded-2xl bg-white object-contain p-1"
          />
        ) : null}
        <h1 style={{ fontSize: type.title }} className="min-w-0 flex-1 leading-tight font-extrabold">
          {fundraiser.fundRaisingName}
        </h1>
        <p
          style={{ fontSize: type.badge }}
          className="inline-flex items-center gap-2 self-start rounded-full bg-white/10 px-4 py-2 font-bold tracking-wide uppercase sm:self-auto"
        >
          {fundraiser.status === 'ended' ? (
            'Final results'
          ) : (
            <>
              <Radio className="size-5 motion-safe:animate-pulse" style={{ color: '#ff6b57' }} aria-hidden="true" />
              Live · {fundraiserStatusLabels[fundraiser.status]}
            </>
          )}
        </p>
      </header>

      {/* At 1920×1080 the four panels fill the screen in two rows; on a phone they stack. */}
      <div style={{ gap: space.gap }} className="grid flex-1 lg:grid-cols-12 lg:grid-rows-[auto_1fr]">
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
    <div
      style={{ padding: space.screen, gap: space.gap }}
      className="flex min-h-dvh flex-1 flex-col bg-[#17120e] text-white"
    >
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
      style={{ padding: space.panel }}
      className={cn('grid content-start gap-4 rounded-3xl bg-white/10', className)}
    >
      <h2
        style={{ fontSize: type.panelTitle }}
        className="flex items-center gap-3 font-bold text-sunshine [&_svg]:size-[1em]"
      >
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

/** A bar `percent` wide (0–100) on a dim track. */
function Bar({
  percent,
  height,
  fill,
  ...aria
}: { percent: number; height: string; fill: CSSProperties['background'] } & Record<`aria-${string}`, string | number>) {
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      {...aria}
      style={{ height }}
      className="overflow-hidden rounded-full bg-white/15"
    >
      <div
        className="h-full rounded-full transition-[width] duration-700"
        style={{ width: `${Math.min(percent, 100)}%`, background: fill }}
      />
    </div>
  );
}

function Total({ fundraiser }: { fundraiser: LiveFundraiser['fundraiser'] }) {
  const percent = percentOf(fundraiser.totalFunding, fundraiser.fundRaisingGoal);
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span
          data-testid="live-total"
          style={{ fontSize: type.total }}
          className="leading-none font-black tracking-tight tabular-nums"
        >
          {formatDollars(fundraiser.totalFunding)}
        </span>
        <span style={{ fontSize: type.goal }} className="text-white/80">
          of {formatDollars(fundraiser.fundRaisingGoal)} goal
        </span>
      </p>
      <Bar
        percent={percent}
        height={fluid('1.5rem', 2.4, '3.25rem')}
        fill="linear-gradient(to right, #f7b538, #ff6b57)"
        aria-label="Progress toward the goal"
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${percent}% of the goal`}
      />
      <p style={{ fontSize: type.percent }} className="font-bold">
        {percent}% of the goal
      </p>
    </div>
  );
}

function GroupRace({ groups }: { groups: LiveFundraiser['groups'] }) {
  if (groups.length === 0) {
    return (
      <p style={{ fontSize: type.note }} className={muted}>
        This fundraiser has no groups.
      </p>
    );
  }
  const leader = Math.max(...groups.map((group) => group.groupTotalDonations), 1);
  return (
    <ol style={{ gap: space.list }} className="grid">
      {groups.map((group, index) => (
        <li key={group._id} className="grid gap-1.5">
          <p style={{ fontSize: type.row }} className="flex items-baseline justify-between gap-3 font-bold">
            <span className="min-w-0 break-words">
              {index + 1}. {group.groupName}
            </span>
            <span className="shrink-0 tabular-nums">{formatDollars(group.groupTotalDonations)}</span>
          </p>
          {/* Bars race against the leader; the value read out is the group's progress toward its own goal. */}
          <Bar
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

function TopPlayers({ games }: { games: LiveFundraiser['games'] }) {
  if (games.length === 0) {
    return (
      <p style={{ fontSize: type.note }} className={muted}>
        No games in this fundraiser yet.
      </p>
    );
  }
  return (
    <div
      style={{ gap: space.gap, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))' }}
      className="grid"
    >
      {games.map((game) => (
        <section key={game._id} aria-label={`${game.gameName} top players`} className="grid content-start gap-2">
          <h3 style={{ fontSize: type.gameName }} className="font-bold">
            {game.gameName}
          </h3>
          {game.top.length === 0 ? (
            <p style={{ fontSize: type.player }} className={muted}>
              No verified scores yet.
            </p>
          ) : (
            <ol className="grid gap-1">
              {game.top.slice(0, liveTopPlayers).map((player) => (
                <li key={player.membershipId} style={{ fontSize: type.player }} className="flex items-baseline gap-3">
                  <span style={{ width: '2.2em' }} className="shrink-0 font-black text-sunshine tabular-nums">
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
    return (
      <p style={{ fontSize: type.note }} className={muted}>
        No donations yet. Be the first!
      </p>
    );
  }
  return (
    <ol style={{ gap: space.gifts }} className="grid">
      {donations.map((donation, index) => (
        <li
          key={`${donation.at}-${index}`}
          style={{ fontSize: type.gift }}
          className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-2xl bg-white/10 px-4 py-3 lg:flex lg:py-2"
        >
          <span className="min-w-0 font-bold break-words lg:flex-1">{donation.donorName}</span>
          {/* Below the name on a phone, beside the amount on a big screen. */}
          <span
            style={{ fontSize: '0.7em' }}
            className="order-last col-span-2 text-white/65 lg:order-none lg:col-span-1"
          >
            {timeAgo(donation.at, now)}
          </span>
          <span style={{ fontSize: '1.2em' }} className="font-black text-sunshine tabular-nums">
            {formatMoney(donation.amountCents)}
          </span>
        </li>
      ))}
    </ol>
  );
}
