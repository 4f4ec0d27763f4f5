import { gameCatalog } from '@fundplay/contracts';
import { gameInstructions } from '@fundplay/game-instructions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GameCard } from './game-card';

describe('GameCard (the public Games page)', () => {
  it('tells how to play the game, in the lines its title screen shows, before Practice', async () => {
    const freight = gameCatalog.find((game) => game.slug === 'freight-train');
    if (!freight) throw new Error('the catalogue lists Freight Train');
    const { user } = renderWithProviders(
      <GameCard
        slug={freight.slug}
        name={freight.name}
        description={freight.description}
        practiceHref="/practice/public/freight-train"
      />,
    );

    await user.click(screen.getByRole('button', { name: 'How to play Freight Train' }));

    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(gameInstructions['freight-train']);
    expect(screen.getByText('Send every car to the station of its color and symbol.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Practice Freight Train' })).toHaveAttribute(
      'href',
      '/practice/public/freight-train',
    );
  });
});
