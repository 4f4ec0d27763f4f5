import { fundraiserStatusLabels } from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { HandHeart, Radio, Star, UsersRound } from 'lucide-react';
import { useCallback } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { useFundraiserTotalsLive } from '@/lib/use-fundraiser-totals-live';
import { useSocketEvent } from '@/lib/use-socket-event';
import { useLeaderboardLive } from '@/lib/use-leaderboard-live';
import { liveKeys, useLiveFundraiser } from '../api/get-live-fundraiser';
import { DonateHere } from './donate-here';
import { GroupRace } from './group-race';
import { Panel, Screen } from './live-screen-layout';
import { fluid, fontSize, muted, space } from './live-screen-style';
import { LiveTotal } from './live-total';
import { liveRecentDonations, RecentDonations } from './recent-donations';
import { TopPlayers } from './top-players';

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
  // A message an admin hid (or restored) leaves the screen at once; same room as the totals.
  useSocketEvent('fundraiser:supporters', (payload) => {
    if (payload.fundraiserId === fundraiserId) refetch();
  });

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
          <h1 style={{ fontSize: fontSize.title }} className="font-bold">
            This fundraiser’s big screen could not be shown
          </h1>
          <p style={{ fontSize: fontSize.goal }} className={muted}>
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
      <header className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-6">
        <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
          {fundraiser.fundRaisingImage ? (
            <img
              src={fundraiser.fundRaisingImage}
              alt=""
              style={{ width: fluid('3.5rem', 5, '6.5rem'), height: fluid('3.5rem', 5, '6.5rem') }}
              className="shrink-0 rounded-2xl bg-white object-contain p-1"
            />
          ) : null}
          <div className="grid min-w-0 flex-1 justify-items-start gap-3">
            <h1 style={{ fontSize: fontSize.title }} className="leading-tight font-extrabold">
              {fundraiser.fundRaisingName}
            </h1>
            <p
              style={{ fontSize: fontSize.badge }}
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-bold tracking-wide uppercase"
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
          </div>
        </div>
        {/* The way in for the room, at the top where every seat sees it. */}
        {fundraiser.slug && fundraiser.status !== 'ended' ? <DonateHere slug={fundraiser.slug} /> : null}
      </header>

      {/* At 1920×1080 the four panels fill the screen in two rows; on a phone they stack. */}
      <div style={{ gap: space.gap }} className="grid flex-1 lg:grid-cols-12 lg:grid-rows-[auto_1fr]">
        <Panel className="lg:col-span-7" label="Raised so far">
          <LiveTotal fundraiser={fundraiser} />
        </Panel>
        <Panel className="lg:col-span-5" label="Group race" icon={<UsersRound aria-hidden="true" />}>
          <GroupRace groups={groups} />
        </Panel>
        <Panel className="lg:col-span-7" label="Top players" icon={<Star aria-hidden="true" />}>
          <TopPlayers games={games} />
        </Panel>
        <Panel className="lg:col-span-5" label="Newest donations" icon={<HandHeart aria-hidden="true" />}>
          <RecentDonations donations={recentDonations.slice(0, liveRecentDonations)} />
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
