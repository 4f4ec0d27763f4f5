import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

const palettes: Record<string, string> = {
  'hang-glider': 'from-[#7dd3fc] via-[#38bdf8] to-[#0f5f5a]',
  'alphabet-merge': 'from-[#fde68a] via-[#f7b538] to-[#b45309]',
  'freight-train': 'from-[#fdba74] via-[#fb923c] to-[#9a3412]',
  'gem-crusher': 'from-[#f5d0fe] via-[#c084fc] to-[#6b21a8]',
};
const defaultPalette = 'from-[#99f6e4] via-[#2dd4bf] to-[#0f5f5a]';

/** The game's picture from its embed folder; if that cannot load, a drawn stand-in in the game's colours. */
export function GameThumbnail({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={`${name} artwork`}
        className={cn(
          'relative flex items-center justify-center overflow-hidden bg-gradient-to-br',
          palettes[slug] ?? defaultPalette,
          className,
        )}
      >
        <span aria-hidden="true" className="absolute -top-6 -left-6 size-24 rounded-full bg-white/20" />
        <span aria-hidden="true" className="absolute -right-8 -bottom-10 size-32 rounded-full bg-white/15" />
        <span className="relative flex flex-col items-center gap-2 text-white drop-shadow">
          <Gamepad2 className="size-10" aria-hidden="true" />
          <span className="font-display text-lg font-bold">{name}</span>
        </span>
      </div>
    );
  }

  return (
    <img
      src={`/embed/${encodeURIComponent(slug)}/thumbnail.svg`}
      alt={`${name} artwork`}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
