/** The four FundPlay games, as the public Games page and fundraisers list them. */
export const gameCatalog = [
  {
    slug: 'hang-glider',
    name: 'Hang Glider',
    description:
      'Ride the thermals through a side-scrolling sky: hold to pull up, release to dive, collect coins and dodge birds, trees, power lines and cliffs as the wind picks up.',
  },
  {
    slug: 'alphabet-merge',
    name: 'Alphabet Merge',
    description:
      'Slide the letter tiles across the grid. Two equal letters merge into the next one: A and A make B, all the way to Z.',
  },
  {
    slug: 'freight-train',
    name: 'Freight Train',
    description:
      'Throw the junction switches to send every freight car to the station of its color, before trains crash or deliver to the wrong yard.',
  },
  {
    slug: 'gem-crusher',
    name: 'Gem Crusher',
    description:
      'Swap neighboring gems to line up three or more. Chain cascades, make special gems from four and five in a row, and hit the target before your moves run out.',
  },
] as const;

export type GameSlug = (typeof gameCatalog)[number]['slug'];
