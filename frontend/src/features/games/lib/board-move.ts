/** How a run moved the player on the fundraiser's board, in words: from the place before the run to the place after. */
export function boardMove(previousRank: number | null, rank: number): string {
  if (previousRank === null) return 'New on the board';
  if (previousRank === rank) return 'Same place as before';
  const places = Math.abs(previousRank - rank);
  const unit = places === 1 ? 'place' : 'places';
  // A later rank means others passed the player since their last run; this run did not lower their best.
  return previousRank > rank ? `Up ${places} ${unit}` : `Down ${places} ${unit} since your last run`;
}
