import type { Rng } from '../../sdk/src/rng';
import { GEM_COLOURS, type Gem, type GemColour } from './gem';

/** Makes gems with run-unique ids; new plain gems take their colour from the run's seeded Rng. */
export class GemFactory {
  private nextId = 1;

  constructor(readonly rng: Rng) {}

  randomPlain(allowed?: readonly GemColour[]): Gem {
    const colour = allowed === undefined ? this.rng.int(GEM_COLOURS) : this.rng.pick(allowed);
    return { id: this.nextId++, kind: 'plain', colour };
  }

  rowBlaster(colour: GemColour): Gem {
    return { id: this.nextId++, kind: 'row-blaster', colour };
  }

  columnBlaster(colour: GemColour): Gem {
    return { id: this.nextId++, kind: 'column-blaster', colour };
  }

  colourBomb(): Gem {
    return { id: this.nextId++, kind: 'colour-bomb' };
  }
}
