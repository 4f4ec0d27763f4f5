import { describe, expect, it } from 'vitest';
import { DELIVERY_POINTS, FreightTrainSimulation, LEVEL_INTRO_TICKS, STARTING_LIVES } from './freight-train-simulation';
import { perfectDispatcherInputs } from './perfect-dispatcher';
import type { TrainEvent } from './train-event';

function runUntil(sim: FreightTrainSimulation, done: () => boolean, play: boolean): void {
  while (!sim.over && !done()) sim.step(play ? perfectDispatcherInputs(sim) : []);
}

const eventsOf = <K extends TrainEvent['kind']>(sim: FreightTrainSimulation, kind: K) =>
  sim.eventLog.filter((event): event is Extract<TrainEvent, { kind: K }> => event.kind === kind);

describe('FreightTrainSimulation', () => {
  it('opens level 1 on Valley Junction with three lives and an empty line', () => {
    const sut = new FreightTrainSimulation(1);
    expect(sut.level).toBe(1);
    expect(sut.layout.name).toBe('Valley Junction');
    expect(sut.lives).toBe(STARTING_LIVES);
    expect(sut.switches).toEqual([0, 0]);
    expect(sut.eventLog).toEqual([{ kind: 'level-started', tick: 0, level: 1 }]);
  });

  it('sends the first train out of the tunnel once the level has been announced', () => {
    const sut = new FreightTrainSimulation(1);
    for (let t = 0; t < LEVEL_INTRO_TICKS; t++) sut.step([]);
    expect(sut.trains).toHaveLength(0);
    sut.step([]);
    expect(sut.trains).toHaveLength(1);
    expect(sut.trains[0]).toMatchObject({ edge: sut.layout.portals[0]!.edge, position: 0, express: false });
  });

  it('throws a switch on each press and ignores junction numbers the layout lacks', () => {
    const sut = new FreightTrainSimulation(1);
    sut.step([1]);
    expect(sut.switches).toEqual([0, 1]);
    sut.step([1, 0]);
    expect(sut.switches).toEqual([1, 0]);
    sut.step([7]);
    expect(sut.switches).toEqual([1, 0]);
  });

  it('routes every train by the switches it meets', () => {
    // Left alone, the first junction sends everything down its first branch: to red.
    const idle = new FreightTrainSimulation(5);
    runUntil(idle, () => false, false);
    const reached = [...eventsOf(idle, 'delivered'), ...eventsOf(idle, 'wrong-station')];
    expect(reached.length).toBeGreaterThan(0);
    expect(new Set(reached.map((event) => idle.layout.nodes[event.station]!.station))).toEqual(new Set(['red']));

    // Thrown once before anything runs, both junctions now lead to yellow.
    const thrown = new FreightTrainSimulation(5);
    thrown.step([0, 1]);
    runUntil(thrown, () => false, false);
    const stations = [...eventsOf(thrown, 'delivered'), ...eventsOf(thrown, 'wrong-station')].map(
      (event) => thrown.layout.nodes[event.station]!.station,
    );
    expect(new Set(stations)).toEqual(new Set(['yellow']));
  });

  it('costs a life for each car sent to the wrong station and ends the run at the third', () => {
    const sut = new FreightTrainSimulation(5);
    runUntil(sut, () => false, false);
    const wrong = eventsOf(sut, 'wrong-station');
    expect(wrong).toHaveLength(STARTING_LIVES);
    expect(wrong.every((event) => event.colour !== 'red')).toBe(true);
    expect(sut.lives).toBe(0);
    expect(sut.over).toBe(true);
    expect(sut.score).toBe(eventsOf(sut, 'delivered').length * DELIVERY_POINTS);
  });

  it('clears level 1 without a loss under a perfect dispatcher, then opens Twin Yards', () => {
    const sut = new FreightTrainSimulation(8);
    runUntil(sut, () => sut.level === 2, true);
    expect(sut.lives).toBe(STARTING_LIVES);
    expect(eventsOf(sut, 'delivered')).toHaveLength(8);
    expect(sut.score).toBe(8 * DELIVERY_POINTS);
    expect(sut.layout.name).toBe('Twin Yards');
    expect(sut.switches).toEqual([0, 0, 0, 0]);
    expect(sut.trains).toHaveLength(0);
  });

  it('scores each delivery at 10 points a level, doubled for an express', () => {
    const sut = new FreightTrainSimulation(3);
    let expressSeen = false;
    while (!sut.over && sut.level < 4) {
      const trainsBefore = new Map(sut.trains.map((train) => [train.id, train.express]));
      expressSeen ||= [...trainsBefore.values()].some(Boolean);
      sut.step(perfectDispatcherInputs(sut));
    }
    expect(expressSeen).toBe(true);
    const total = eventsOf(sut, 'delivered').reduce((sum, event) => sum + event.points, 0);
    expect(total).toBe(sut.score);
    expect(
      eventsOf(sut, 'delivered').every((event) => [1, 2].includes(event.points / (10 * levelAt(sut, event.tick)))),
    ).toBe(true);
  });

  it('runs an express half as fast again as a freight', () => {
    const sut = new FreightTrainSimulation(3);
    runUntil(sut, () => sut.trains.some((train) => train.express) && sut.trains.some((train) => !train.express), true);
    const express = sut.trains.find((train) => train.express)!;
    const freight = sut.trains.find((train) => !train.express)!;
    expect(express.speed).toBe(freight.speed + (freight.speed >> 1));
  });

  it('wrecks both trains and costs one life when trains collide', () => {
    let checked = 0;
    for (let seed = 1; seed <= 20 && checked === 0; seed++) {
      const sut = new FreightTrainSimulation(seed);
      while (!sut.over) {
        const lives = sut.lives;
        const trains = sut.trains.length;
        const events = sut.eventLog.length;
        sut.step(perfectDispatcherInputs(sut));
        const fresh = sut.eventLog.slice(events);
        if (fresh.length === 1 && fresh[0]!.kind === 'collision') {
          expect(sut.lives).toBe(lives - 1);
          expect(sut.trains.length).toBeLessThanOrEqual(trains - 1);
          checked++;
          break;
        }
      }
    }
    expect(checked).toBe(1);
  });
});

function levelAt(sim: FreightTrainSimulation, tick: number): number {
  let level = 1;
  // A level starts after that tick's deliveries are counted.
  for (const event of sim.eventLog) if (event.kind === 'level-started' && event.tick < tick) level = event.level;
  return level;
}
