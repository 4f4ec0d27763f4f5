/** The player's best score of a game on this device (localStorage), for the title and game-over screens. */
export interface BestScore {
  read(): number;
  /** Keeps `score` when it beats the best. */
  save(score: number): void;
}

export function bestScore(win: Window, slug: string): BestScore {
  const bestKey = `fundplay:best:${slug}`;
  const read = (): number => {
    try {
      return Number(win.localStorage.getItem(bestKey) ?? 0) || 0;
    } catch {
      return 0;
    }
  };
  const save = (score: number): void => {
    try {
      if (score > read()) win.localStorage.setItem(bestKey, String(score));
    } catch {
      // Storage blocked: the best score is just not remembered.
    }
  };
  return { read, save };
}
