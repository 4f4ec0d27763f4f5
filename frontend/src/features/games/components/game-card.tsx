import type { GameSlug } from '@fundplay/contracts';
import { Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardTitle } from '@/components/ui/card';
import { GameThumbnail } from './game-thumbnail';
import { HowToPlay } from './how-to-play';

interface GameCardProps {
  slug: GameSlug;
  name: string;
  description: string;
  /** Where the Practice button leads. */
  practiceHref: string;
}

export function GameCard({ slug, name, description, practiceHref }: GameCardProps) {
  return (
    <Card className="overflow-hidden transition-shadow hover:shadow-lift">
      <GameThumbnail slug={slug} name={name} className="aspect-video w-full" />
      <CardContent className="flex flex-1 flex-col gap-2">
        <CardTitle className="text-xl">{name}</CardTitle>
        <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
        <HowToPlay slug={slug} gameName={name} collapsible />
      </CardContent>
      <CardFooter>
        <Button asChild variant="trust" className="w-full sm:w-auto">
          <Link to={practiceHref} aria-label={`Practice ${name}`}>
            <Play aria-hidden="true" />
            Practice
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
