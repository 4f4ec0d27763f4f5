import { competeMessages, gameCatalog } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueTextOf, gameImageProblem, validateGameForm } from './game-form';

describe('validateGameForm', () => {
  it('turns the chosen catalogue game into its /embed link', () => {
    const sut = validateGameForm({ slug: 'gem-crusher', gameName: ' Gems ', gameDescription: 'Swap and match gems.' });

    expect(sut).toEqual({
      ok: true,
      value: { gameName: 'Gems', gameDescription: 'Swap and match gems.', gameLink: '/embed/gem-crusher/' },
    });
  });

  it('asks for a game, a name and a description of at least 10 characters, with the server’s words', () => {
    const sut = validateGameForm({ slug: '', gameName: '', gameDescription: 'short' });

    expect(sut.ok).toBe(false);
    const issues = sut.ok ? [] : sut.issues;
    expect(issues).toContainEqual({ field: 'slug', message: competeMessages.gameLinkRequired });
    expect(issues).toContainEqual({ field: 'gameName', message: competeMessages.gameNameRequired });
    expect(issues).toContainEqual({ field: 'gameDescription', message: competeMessages.gameDescriptionLength });
  });
});

describe('catalogueTextOf', () => {
  it('prefills the catalogue’s name and description', () => {
    expect(catalogueTextOf('hang-glider')).toEqual({
      gameName: 'Hang Glider',
      gameDescription: gameCatalog[0].description,
    });
  });
});

describe('gameImageProblem', () => {
  const file = (type: string) => new File([new Uint8Array([1])], 'picture', { type });

  it('takes png, jpeg and webp pictures', () => {
    expect(gameImageProblem(file('image/png'), true)).toBeNull();
    expect(gameImageProblem(file('image/jpeg'), true)).toBeNull();
    expect(gameImageProblem(file('image/webp'), true)).toBeNull();
  });

  it('refuses other files, and a missing picture only when one is required', () => {
    expect(gameImageProblem(file('image/gif'), false)).toBe(competeMessages.gameImageType);
    expect(gameImageProblem(null, true)).toBe(competeMessages.gameImageRequired);
    expect(gameImageProblem(null, false)).toBeNull();
  });
});
