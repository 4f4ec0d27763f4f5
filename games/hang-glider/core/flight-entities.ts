/** Everything in the sky besides the glider. Positions are whole world pixels. */
export interface Tree {
  kind: 'tree';
  x: number;
  width: number;
  height: number;
  /** Pine or broadleaf: only the look differs. */
  pine: boolean;
}

export interface Cliff {
  kind: 'cliff';
  x: number;
  width: number;
  /** y of the cliff's top edge. */
  top: number;
}

export interface PowerLine {
  kind: 'power-line';
  x1: number;
  x2: number;
  /** y where the wire meets the poles; it sags below that between them. */
  top: number;
}

export interface Bird {
  kind: 'bird';
  /** Fixed point (1/256 px), because birds move by fractions of a pixel. */
  xFp: number;
  baseY: number;
  /** Negative: birds fly towards the glider. */
  vxFp: number;
  /** Bobbing phase in ticks and half-amplitude in pixels. */
  phase: number;
  bob: number;
}

export interface Coin {
  kind: 'coin';
  x: number;
  y: number;
  taken: boolean;
}

export interface Thermal {
  kind: 'thermal';
  x: number;
  width: number;
}

export type Obstacle = Tree | Cliff | PowerLine | Bird;

export type CrashCause = 'ground' | 'tree' | 'cliff' | 'power-line' | 'bird';
