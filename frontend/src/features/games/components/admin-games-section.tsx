import { competeMessages, gameCatalog, type FundraiserGame } from '@fundplay/contracts';
import { Gamepad2, MonitorPlay, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useDeleteGame } from '../api/delete-game';
import { useFundraiserGames } from '../api/get-fundraiser-games';
import { CopyGameDialog } from './copy-game-dialog';
import { FundraiserGameImage } from './fundraiser-game-image';
import { GameFormDialog } from './game-form-dialog';
import { LeaderboardDialog } from './leaderboard-dialog';
import { DeleteRowButton, EditRowButton } from '@/components/row-action-buttons';

interface AdminGamesSectionProps {
  fundraiserId: string;
  /** Spec §6: only the primary admin adds new games, edits and deletes them; others copy from other fundraisers. */
  isPrimaryAdmin: boolean;
  /** The fundraiser's groups, for their own leaderboards. */
  groups?: readonly { _id: string; groupName: string }[];
}

/** The admin fundraiser page's Games (spec §2): its games, their leaderboards, and adding, editing and deleting. */
export function AdminGamesSection({ fundraiserId, isPrimaryAdmin, groups = [] }: AdminGamesSectionProps) {
  const games = useFundraiserGames(fundraiserId);
  const [editing, setEditing] = useState<FundraiserGame | 'add' | null>(null);
  const [deleting, setDeleting] = useState<FundraiserGame | null>(null);
  const remove = useDeleteGame();
  const existingSlugs = (games.data ?? []).map((game) => game.slug);
  const catalogueFull = gameCatalog.every((entry) => existingSlugs.includes(entry.slug));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { fundRaiserId: fundraiserId, gameId: deleting._id },
      {
        onSuccess: ({ message }) => {
          notify.success(message || competeMessages.gameDeleted);
          setDeleting(null);
        },
        onError: (error) => notify.error(errorMessage(error, competeMessages.gameDeleteError)),
      },
    );
  };

  return (
    <DashboardSection
      icon={Gamepad2}
      title="Games"
      description="Participants and team members compete in these with tokens; verified scores rank."
      actions={
        <>
          {isPrimaryAdmin ? (
            <Button size="sm" onClick={() => setEditing('add')} disabled={games.isPending || catalogueFull}>
              <Plus aria-hidden="true" />
              Add game
            </Button>
          ) : null}
          <CopyGameDialog fundraiserId={fundraiserId} existingSlugs={existingSlugs} />
          <Button asChild size="sm" variant="trust">
            <Link to={paths.live.href(fundraiserId)} target="_blank" rel="noopener">
              <MonitorPlay aria-hidden="true" />
              Open big screen
            </Link>
          </Button>
        </>
      }
    >
      {isPrimaryAdmin ? null : (
        <p className="text-sm text-muted-foreground">{competeMessages.onlyPrimaryAdminNewGame}.</p>
      )}
      {isPrimaryAdmin && catalogueFull ? (
        <p className="text-sm text-muted-foreground">
          This fundraiser has every FundPlay game: edit one to change its name, text or picture.
        </p>
      ) : null}
      {games.isPending ? (
        <div role="status" className="grid gap-3">
          <p className="text-sm text-muted-foreground">{competeMessages.loadingGames}</p>
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ) : games.isError ? (
        <Alert role="alert" variant="error">
          <div className="grid gap-1">
            <AlertTitle>{competeMessages.gamesLoadError}</AlertTitle>
            <p>{errorMessage(games.error, '')}</p>
          </div>
        </Alert>
      ) : games.data.length === 0 ? (
        <EmptyState
          icon={Gamepad2}
          title={competeMessages.noGames}
          description={
            isPrimaryAdmin
              ? 'Add one of FundPlay’s games, or one your other fundraisers already have.'
              : 'Add a game your other fundraisers already have.'
          }
        />
      ) : (
        <ul className="grid gap-3">
          {games.data.map((game) => (
            <li key={game._id}>
              <article
                aria-label={game.gameName}
                className="flex flex-col gap-4 rounded-xl border p-3 sm:flex-row sm:items-start"
              >
                <FundraiserGameImage game={game} className="aspect-video w-full shrink-0 rounded-lg sm:w-40" />
                <div className="grid min-w-0 flex-1 gap-1">
                  <h3 className="font-bold break-words">{game.gameName}</h3>
                  <p className="text-xs font-semibold text-muted-foreground">
                    {gameCatalog.find((entry) => entry.slug === game.slug)?.name ?? game.slug} · {game.gameLink}
                  </p>
                  <p className="line-clamp-3 text-sm text-muted-foreground">{game.gameDescription}</p>
                  <TopPlayers game={game} />
                </div>
                <div className="flex flex-wrap gap-2 sm:w-56 sm:justify-end">
                  <LeaderboardDialog fundraiserId={fundraiserId} game={game} groups={groups} />
                  {isPrimaryAdmin ? (
                    <>
                      <EditRowButton subject={game.gameName} onClick={() => setEditing(game)} />
                      <DeleteRowButton subject={game.gameName} onClick={() => setDeleting(game)} />
                    </>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      <GameFormDialog
        fundraiserId={fundraiserId}
        editing={editing}
        existingSlugs={existingSlugs}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.gameName ?? 'this game'}?`}
        description="The game leaves this fundraiser's dashboards, and its leaderboard goes with it. This cannot be undone."
        confirmLabel="Delete game"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </DashboardSection>
  );
}

/** The first few players of the game's board, as the list carries them. */
function TopPlayers({ game }: { game: FundraiserGame }) {
  const top = game.leaderBoard.players.slice(0, 3);
  if (top.length === 0) return <p className="text-xs text-muted-foreground">No verified scores yet.</p>;
  return (
    <ol aria-label={`Top players of ${game.gameName}`} className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {top.map((player) => (
        <li key={player.membershipId}>
          <span className="font-bold">#{player.rank}</span> {player.playerName}{' '}
          <span className="tabular-nums">{player.score.toLocaleString('en-US')}</span>
        </li>
      ))}
    </ol>
  );
}
