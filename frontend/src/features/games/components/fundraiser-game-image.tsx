import { useState } from 'react';
import { cn } from '@/lib/cn';
import { GameThumbnail } from './game-thumbnail';

/** The picture the administrator uploaded for the game; without one (or if it cannot load), the game's own artwork. */
export function FundraiserGameImage({
  game,
  className,
}: {
  game: { gameName: string; slug: string; image: string | null };
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!game.image || failed) return <GameThumbnail slug={game.slug} name={game.gameName} className={className} />;
  return (
    <img
      src={game.image}
      alt={`${game.gameName} picture`}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
