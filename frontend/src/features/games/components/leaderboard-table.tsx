import type { LeaderboardOrder, LeaderboardPlayer } from '@fundplay/contracts';
import { cn } from '@/lib/cn';

interface LeaderboardTableProps {
  caption: string;
  players: readonly LeaderboardPlayer[];
  order: LeaderboardOrder;
  /** The caller's membership, to mark their row. */
  meId?: string | null;
  className?: string;
}

/** Rank, player, level (for games that have levels) and score; the caller's row is marked "you". */
export function LeaderboardTable({ caption, players, order, meId, className }: LeaderboardTableProps) {
  const withLevels = order === 'level-asc-score-desc';
  return (
    <table className={cn('w-full text-left text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-muted-foreground uppercase">
        <tr>
          <th scope="col" className="w-14 py-2 pr-2 font-semibold">
            Rank
          </th>
          <th scope="col" className="py-2 pr-2 font-semibold">
            Player
          </th>
          {withLevels ? (
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              Level
            </th>
          ) : null}
          <th scope="col" className="py-2 text-right font-semibold">
            Score
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {players.map((player) => {
          const isMe = meId !== undefined && meId !== null && player.membershipId === meId;
          return (
            <tr
              key={`${player.rank}-${player.membershipId}`}
              className={cn(isMe && 'bg-primary-soft font-semibold')}
              aria-current={isMe ? 'true' : undefined}
            >
              <td className="py-2 pr-2 pl-1 font-bold tabular-nums">#{player.rank}</td>
              <td className="py-2 pr-2 break-words">
                {player.playerName}
                {isMe ? <span className="ml-1 text-xs font-semibold text-primary">(you)</span> : null}
              </td>
              {withLevels ? <td className="py-2 pr-2 text-right tabular-nums">{player.level ?? '—'}</td> : null}
              <td className="py-2 pr-1 text-right font-semibold tabular-nums">
                {player.score.toLocaleString('en-US')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
