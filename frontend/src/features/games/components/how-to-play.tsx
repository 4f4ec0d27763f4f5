import type { GameSlug } from '@fundplay/contracts';
import { gameInstructions } from '@fundplay/game-instructions';
import { ChevronDown, Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/cn';

interface HowToPlayProps {
  slug: GameSlug;
  gameName: string;
  /** A card among others shows the lines behind a "How to play" toggle; a card about one game shows them open. */
  collapsible?: boolean;
  className?: string;
}

/** How to play a game before it starts: the very lines the game's own title screen shows. */
export function HowToPlay({ slug, gameName, collapsible = false, className }: HowToPlayProps) {
  const headingId = useId();
  const lines = gameInstructions[slug];
  const list = (
    <ul className="grid list-disc gap-1 pl-5 text-left text-sm text-muted-foreground marker:text-primary">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );

  if (collapsible) {
    return (
      <Collapsible className={cn('group/how-to-play grid gap-2', className)}>
        <CollapsibleTrigger
          aria-label={`How to play ${gameName}`}
          className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 justify-self-start rounded-md text-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Lightbulb aria-hidden="true" className="size-4" />
          How to play
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-data-[state=open]/how-to-play:rotate-180"
          />
        </CollapsibleTrigger>
        <CollapsibleContent>{list}</CollapsibleContent>
      </Collapsible>
    );
  }

  return (
    <section aria-labelledby={headingId} className={cn('grid gap-2 rounded-xl bg-muted/60 p-4', className)}>
      <h2 id={headingId} className="flex items-center gap-1.5 text-sm font-bold">
        <Lightbulb aria-hidden="true" className="size-4 text-primary" />
        How to play
      </h2>
      {list}
    </section>
  );
}
