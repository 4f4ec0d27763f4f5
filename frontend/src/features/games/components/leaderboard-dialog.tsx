import type { Leaderboard } from '@fundplay/contracts';
import { ListOrdered } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/form-errors';
import { useLeaderboardLive } from '@/lib/use-leaderboard-live';
import { gameKeys } from '../api/game-keys';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardTable } from './leaderboard-table';

interface LeaderboardDialogProps {
  fundraiserId: string;
  game: { _id: string; gameName: string };
  /** The fundraiser's groups, to look at one group's board (administrators). */
  groups?: readonly { _id: string; groupName: string }[];
}

/** The Leaderboard modal (spec §2): the top 10, the caller's row and who is around them, updating live. */
export function LeaderboardDialog({ fundraiserId, game, groups = [] }: LeaderboardDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Leaderboard of ${game.gameName}`}>
          <ListOrdered aria-hidden="true" />
          Leaderboard
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Leaderboard · {game.gameName}</DialogTitle>
          <DialogDescription>Only scores the server verified are ranked. The board updates live.</DialogDescription>
        </DialogHeader>
        {open ? <LeaderboardView fundraiserId={fundraiserId} gameId={game._id} groups={groups} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LeaderboardView({
  fundraiserId,
  gameId,
  groups,
}: {
  fundraiserId: string;
  gameId: string;
  groups: readonly { _id: string; groupName: string }[];
}) {
  const boardId = useId();
  const [groupId, setGroupId] = useState('');
  const queryClient = useQueryClient();
  const board = useLeaderboard({ fundRaiserId: fundraiserId, gameId, groupId: groupId || null });
  useLeaderboardLive(fundraiserId, gameId, board.data?.version, () => {
    void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboards(fundraiserId, gameId) });
  });

  return (
    <div className="grid gap-4">
      {groups.length > 0 ? (
        <div className="grid gap-2">
          <label htmlFor={boardId} className="text-sm font-semibold">
            Board
          </label>
          <NativeSelect id={boardId} value={groupId} onChange={(event) => setGroupId(event.target.value)}>
            <option value="">Whole fundraiser</option>
            {groups.map((group) => (
              <option key={group._id} value={group._id}>
                {group.groupName}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {board.isPending ? (
        <div role="status" aria-label="Loading the leaderboard" className="grid gap-2">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : board.isError ? (
        <Alert role="alert" variant="error">
          {errorMessage(board.error, 'The leaderboard could not be loaded. Try again in a moment.')}
        </Alert>
      ) : board.data.players.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-muted/40 px-4 py-6 text-center text-sm text-muted-foreground">
          No verified scores yet. Compete to be the first on the board!
        </p>
      ) : (
        <>
          <LeaderboardTable
            caption="Top players"
            players={board.data.players}
            order={board.data.order}
            meId={board.data.me?.membershipId}
          />
          <AroundMe board={board.data} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {board.data.totalPlayers} {board.data.totalPlayers === 1 ? 'player' : 'players'} ranked
          </p>
        </>
      )}
    </div>
  );
}

/** The caller's place when it is below the top: their row and the players just above and below. */
function AroundMe({ board }: { board: Leaderboard }) {
  const { me, around, players, order } = board;
  if (!me) return null;
  const inTop = players.some((player) => player.membershipId === me.membershipId);
  if (inTop) {
    return (
      <p className="text-sm font-semibold" role="note">
        You are #{me.rank} with {me.score.toLocaleString('en-US')}.
      </p>
    );
  }
  return (
    <section aria-label="Around you" className="grid gap-2 rounded-xl border bg-muted/30 p-3">
      <h3 className="text-sm font-bold">Around you · you are #{me.rank}</h3>
      <LeaderboardTable
        caption="Players around you"
        players={around.length > 0 ? around : [me]}
        order={order}
        meId={me.membershipId}
      />
    </section>
  );
}
