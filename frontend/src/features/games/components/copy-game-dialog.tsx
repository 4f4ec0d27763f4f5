import { competeMessages } from '@fundplay/contracts';
import { CopyPlus } from 'lucide-react';
import { useState } from 'react';
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
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateGame } from '../api/create-game';
import { useAdministeredGames } from '../api/get-administered-games';
import { FundraiserGameImage } from './fundraiser-game-image';

interface CopyGameDialogProps {
  fundraiserId: string;
  /** The catalogue games this fundraiser already has (each may be added once). */
  existingSlugs: readonly string[];
}

/**
 * "Select game from other fundraisers" (spec §2, §6): a game another of the administrator's fundraisers already
 * has, copied with its name, description and picture. Secondary admins add games this way.
 */
export function CopyGameDialog({ fundraiserId, existingSlugs }: CopyGameDialogProps) {
  const [open, setOpen] = useState(false);
  const games = useAdministeredGames({ enabled: open });
  const create = useCreateGame();
  const [copying, setCopying] = useState<string | null>(null);

  const candidates = (games.data ?? []).filter(
    (game) => game.fundRaiserId !== fundraiserId && !existingSlugs.includes(game.slug),
  );

  const copy = async (gameId: string) => {
    setCopying(gameId);
    try {
      const { message } = await create.mutateAsync({ fundRaiserId: fundraiserId, copyFromGameId: gameId });
      notify.success(message || competeMessages.gameCreated);
      setOpen(false);
    } catch (error) {
      notify.error(errorMessage(error, competeMessages.gameCreateError));
    } finally {
      setCopying(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (copying ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        {/* Long for a phone: it wraps rather than widen the page. */}
        <Button variant="outline" size="sm" className="h-auto min-h-9 min-w-0 shrink py-1.5 whitespace-normal">
          <CopyPlus aria-hidden="true" />
          Select game from other fundraisers
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Select game from other fundraisers</DialogTitle>
          <DialogDescription>
            Add a game one of your other fundraisers already has, as it is set up there.
          </DialogDescription>
        </DialogHeader>
        {games.isPending ? (
          <div role="status" aria-label="Loading your games" className="grid gap-2">
            <Skeleton className="h-16 w-full rounded-xl" />
            <Skeleton className="h-16 w-full rounded-xl" />
          </div>
        ) : games.isError ? (
          <Alert role="alert" variant="error">
            {errorMessage(games.error, competeMessages.gamesLoadError)}
          </Alert>
        ) : candidates.length === 0 ? (
          <Alert role="status" variant="warning">
            {competeMessages.noExistingGames}
          </Alert>
        ) : (
          <ul className="grid max-h-[300px] gap-2 overflow-y-auto">
            {candidates.map((game) => (
              <li key={game._id} className="flex items-center gap-3 rounded-xl border p-2">
                <FundraiserGameImage game={game} className="aspect-video w-24 shrink-0 rounded-lg" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{game.gameName}</p>
                  {game.fundRaisingName ? (
                    <p className="text-xs break-words text-muted-foreground">{game.fundRaisingName}</p>
                  ) : null}
                </div>
                <Button
                  size="sm"
                  variant="trust"
                  disabled={copying !== null}
                  onClick={() => void copy(game._id)}
                  aria-label={`Add ${game.gameName}${game.fundRaisingName ? ` from ${game.fundRaisingName}` : ''}`}
                >
                  {copying === game._id ? <Spinner className="size-4" /> : null}
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
