import { createRng, type Rng } from '../../sdk/src/rng';
import type { Simulation } from '../../sdk/src/simulation';
import type { Layout } from './compile-layout';
import { findCollisions } from './find-collisions';
import type { JunctionInput } from './junction-input';
import { levelPlan, type LevelPlan } from './levels';
import { TRAIN_LENGTH } from './track-units';
import type { Train } from './train';
import type { TrainEvent } from './train-event';

export const FREIGHT_TRAIN_TICKS_PER_SECOND = 30;
/** A run ends on its own after 30 minutes. */
export const FREIGHT_TRAIN_SESSION_TICKS = FREIGHT_TRAIN_TICKS_PER_SECOND * 60 * 30;
export const STARTING_LIVES = 3;
/** Points for a car delivered to its own station, times the level, doubled for an express. */
export const DELIVERY_POINTS = 10;
/** Quiet time at the start of each level while its name is shown. */
export const LEVEL_INTRO_TICKS = 60;

export class FreightTrainSimulation implements Simulation<JunctionInput> {
  private readonly rng: Rng;
  private plan: LevelPlan = levelPlan(1);
  private switchesValue: number[] = [];
  private readonly trainsValue: Train[] = [];
  private readonly events: TrainEvent[] = [];
  private livesValue = STARTING_LIVES;
  private scoreValue = 0;
  private tickValue = 0;
  private overValue = false;
  private spawned = 0;
  private nextSpawnTick = 0;
  private nextTrainId = 1;

  constructor(seed: number) {
    this.rng = createRng(seed);
    this.startLevel(1);
  }

  get layout(): Layout {
    return this.plan.layout;
  }
  get level(): number {
    return this.plan.level;
  }
  /** For each junction, the index of the branch (in its node's `outs`) it is set to. */
  get switches(): readonly number[] {
    return this.switchesValue;
  }
  get trains(): readonly Readonly<Train>[] {
    return this.trainsValue;
  }
  /** Every event so far, oldest first; the view keeps its own read position. */
  get eventLog(): readonly TrainEvent[] {
    return this.events;
  }
  get lives(): number {
    return this.livesValue;
  }
  /** Trains still to come on this level, including ones not yet out of the tunnel. */
  get trainsToCome(): number {
    return this.plan.trains - this.spawned;
  }
  get score(): number {
    return this.scoreValue;
  }
  get tick(): number {
    return this.tickValue;
  }
  get over(): boolean {
    return this.overValue;
  }

  step(inputs: readonly JunctionInput[]): void {
    if (this.overValue) return;
    for (const junction of inputs) this.throwSwitch(junction);
    this.moveTrains();
    this.wreckCollidingTrains();
    if (this.livesValue === 0) {
      this.overValue = true;
    } else if (this.spawned === this.plan.trains && this.trainsValue.length === 0) {
      this.startLevel(this.plan.level + 1);
    } else {
      this.spawnDueTrain();
    }
    this.tickValue++;
    if (this.tickValue >= FREIGHT_TRAIN_SESSION_TICKS) this.overValue = true;
  }

  private startLevel(level: number): void {
    this.plan = levelPlan(level);
    this.switchesValue = this.plan.layout.junctions.map(() => 0);
    this.spawned = 0;
    this.nextSpawnTick = this.tickValue + LEVEL_INTRO_TICKS;
    this.events.push({ kind: 'level-started', tick: this.tickValue, level });
  }

  /** Junction numbers beyond this layout's are legal inputs that do nothing. */
  private throwSwitch(junction: JunctionInput): void {
    const node = this.plan.layout.junctions[junction];
    if (node === undefined) return;
    const branches = this.plan.layout.nodes[node]!.outs.length;
    this.switchesValue[junction] = (this.switchesValue[junction]! + 1) % branches;
  }

  private moveTrains(): void {
    const { nodes, edges } = this.plan.layout;
    const arrived: Train[] = [];
    for (const train of this.trainsValue) {
      train.position += train.speed;
      let edge = edges[train.edge]!;
      while (train.position >= edge.length) {
        const node = nodes[edge.to]!;
        if (node.station !== null) {
          arrived.push(train);
          break;
        }
        const branch = node.junction === null ? 0 : this.switchesValue[node.junction]!;
        train.position -= edge.length;
        train.previousEdge = train.edge;
        train.edge = node.outs[branch]!;
        edge = edges[train.edge]!;
      }
    }
    for (const train of arrived) this.deliver(train);
  }

  private deliver(train: Train): void {
    const station = this.plan.layout.edges[train.edge]!.to;
    const correct = this.plan.layout.nodes[station]!.station === train.colour;
    this.removeTrain(train);
    if (correct) {
      const points = DELIVERY_POINTS * this.plan.level * (train.express ? 2 : 1);
      this.scoreValue += points;
      this.events.push({ kind: 'delivered', tick: this.tickValue, colour: train.colour, station, points });
    } else {
      this.loseLife();
      this.events.push({ kind: 'wrong-station', tick: this.tickValue, colour: train.colour, station });
    }
  }

  /** Each collision costs one life; a third train running into the wreck is lost with it. */
  private wreckCollidingTrains(): void {
    const collisions = findCollisions(this.plan.layout, this.trainsValue);
    if (collisions.length === 0) return;
    const wrecked = new Set<Train>();
    for (const collision of collisions) {
      const struck = this.trainsValue[collision.struck]!;
      const striker = this.trainsValue[collision.striker]!;
      if (!wrecked.has(struck) && !wrecked.has(striker)) {
        this.loseLife();
        this.events.push({ kind: 'collision', tick: this.tickValue, edge: striker.edge, position: striker.position });
      }
      wrecked.add(struck);
      wrecked.add(striker);
    }
    for (const train of wrecked) this.removeTrain(train);
  }

  private spawnDueTrain(): void {
    if (this.spawned === this.plan.trains || this.tickValue < this.nextSpawnTick) return;
    const portal = this.rng.pick(this.plan.layout.portals);
    // A train still pulling out of this tunnel: try again next tick.
    if (this.trainsValue.some((train) => train.edge === portal.edge && train.position < (TRAIN_LENGTH * 3) / 2)) return;
    const colour = this.rng.pick(portal.colours);
    const express = this.rng.chance(...this.plan.expressChance);
    this.trainsValue.push({
      id: this.nextTrainId++,
      colour,
      express,
      speed: express ? this.plan.expressSpeed : this.plan.speed,
      edge: portal.edge,
      position: 0,
      previousEdge: null,
    });
    this.spawned++;
    const [min, max] = this.plan.spawnGapTicks;
    this.nextSpawnTick = this.tickValue + this.rng.range(min, max);
  }

  private removeTrain(train: Train): void {
    this.trainsValue.splice(this.trainsValue.indexOf(train), 1);
  }

  private loseLife(): void {
    this.livesValue = Math.max(0, this.livesValue - 1);
  }
}
