import { InputRecorder } from '../recorder';
import type { Replay } from '../replay';
import type { GameDefinition, GameInput, Simulation } from '../simulation';

export interface TimelineRun {
  replay: Replay;
  score: number;
  level: number;
  ticks: number;
}

/**
 * Plays a run the way the shell does: feeds each input on its tick, records what was applied,
 * drops what comes after the run ended, and when the inputs run out either lets the run end by
 * itself (within `idleTicks`) or quits it. The replay is valid by construction, which is what
 * property tests check against verifyReplay.
 */
export function playTimeline<TInput extends GameInput, TSim extends Simulation<TInput>>(
  definition: GameDefinition<TInput, TSim>,
  seed: number,
  timeline: readonly (readonly [number, TInput])[],
  idleTicks = 0,
): TimelineRun {
  const sim = definition.create(seed);
  const recorder = new InputRecorder<TInput>(definition.slug, seed);
  let i = 0;
  const lastTick = timeline.length > 0 ? (timeline[timeline.length - 1] as readonly [number, TInput])[0] : 0;
  const stopAt = Math.min(definition.maxTicks, lastTick + 1 + idleTicks);
  while (!sim.over && sim.tick < stopAt) {
    const batch: TInput[] = [];
    while (i < timeline.length && (timeline[i] as readonly [number, TInput])[0] <= sim.tick) {
      const input = (timeline[i++] as readonly [number, TInput])[1];
      if (batch.length < definition.maxInputsPerTick) batch.push(input);
    }
    for (const input of batch) recorder.record(sim.tick, input);
    sim.step(batch);
  }
  if (!sim.over) recorder.quit(sim.tick);
  return { replay: recorder.toReplay(sim.score), score: sim.score, level: sim.level, ticks: sim.tick };
}

/** Turns gaps between inputs into ticks: [[gap, input], ...] -> [[tick, input], ...]. */
export function ticksFromGaps<TInput>(gaps: readonly (readonly [number, TInput])[]): [number, TInput][] {
  let tick = 0;
  return gaps.map(([gap, input]) => {
    tick += gap;
    return [tick, input];
  });
}
