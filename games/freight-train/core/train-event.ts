import type { CargoColour } from './cargo-colour';

/** Things that happened on the line, for the view to show (sparks, a cheer, a banner). */
export type TrainEvent =
  | {
      readonly kind: 'delivered';
      readonly tick: number;
      readonly colour: CargoColour;
      readonly station: number;
      readonly points: number;
    }
  | { readonly kind: 'wrong-station'; readonly tick: number; readonly colour: CargoColour; readonly station: number }
  | { readonly kind: 'collision'; readonly tick: number; readonly edge: number; readonly position: number }
  | { readonly kind: 'level-started'; readonly tick: number; readonly level: number };
