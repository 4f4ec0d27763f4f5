import type { LiveFundraiser } from '@fundplay/contracts';
import { fontSize, muted, space } from './live-screen-style';

/** Players shown per game on the big screen. */
export const liveTopPlayers = 5;

/** Each game's best verified scores. */
export function TopPlayers({ games }: { games: LiveFundraiser['games'] }) {
  if (games.length === 0) {
    return (
      <p style={{ fontSize: fontSize.note }} className={muted}>
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
          <h3 style={{ fontSize: fontSize.gameName }} className="font-bold">
            {game.gameName}
          </h3>
          {game.top.length === 0 ? (
            <p style={{ fontSize: fontSize.player }} className={muted}>
              No verified scores yet.
            </p>
          ) : (
            <ol className="grid gap-1">
              {game.top.slice(0, liveTopPlayers).map((player) => (
                <li
                  key={player.membershipId}
                  style={{ fontSize: fontSize.player }}
                  className="flex items-baseline gap-3"
                >
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
