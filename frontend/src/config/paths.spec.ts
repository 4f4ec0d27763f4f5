import { describe, expect, it } from 'vitest';
import { isGamePath, paths } from './paths';

describe('isGamePath', () => {
  it.each(['/play/f1/g1', '/practice/public/hang-glider', '/practice', '/x/play'])(
    'treats %s as a game page',
    (path) => {
      expect(isGamePath(path)).toBe(true);
    },
  );

  it.each(['/', '/games', '/player/1', '/display', '/support'])('treats %s as a site page', (path) => {
    expect(isGamePath(path)).toBe(false);
  });
});

describe('paths', () => {
  it('builds game links with encoded segments', () => {
    expect(paths.practice.href('public', 'gem-crusher')).toBe('/practice/public/gem-crusher');
    expect(paths.play.href('a b', 'c/d')).toBe('/play/a%20b/c%2Fd');
  });
});
