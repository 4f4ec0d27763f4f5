import type { GameView, ViewContext } from '../../sdk/src/shell/game-view';
import type { Layout } from '../core/compile-layout';
import { LEVEL_INTRO_TICKS, STARTING_LIVES, type FreightTrainSimulation } from '../core/freight-train-simulation';
import type { JunctionInput } from '../core/junction-input';
import type { TrainEvent } from '../core/train-event';
import { JunctionControls } from './junction-controls';
import { paintJunctionButtons, paintSwitchedTrack } from './junction-painter';
import { LineEffects } from './line-effects';
import { SceneryPainter } from './scenery-painter';
import { TrackGeometry } from './track-geometry';
import { paintPortal, paintTrain } from './train-painter';
import { TrainSounds } from './train-sounds';

const END_LINES: Record<'collision' | 'wrong-station' | 'closed', string> = {
  collision: 'Two trains collided',
  'wrong-station': 'A car went to the wrong station',
  closed: 'The line closes for the night',
};

/** Freight Train's canvas view: the rail network, its trains, and switches thrown by tap or key. */
export function createFreightTrainView(
  ctx: ViewContext<JunctionInput>,
): GameView<JunctionInput, FreightTrainSimulation> {
  const { context } = ctx;
  const geometry = new TrackGeometry();
  const scenery = new SceneryPainter();
  const effects = new LineEffects();
  const sounds = new TrainSounds(ctx.audio);
  let current: FreightTrainSimulation | null = null;
  let eventsSeen = 0;
  let knownTrains = new Set<number>();
  let pressedAt: number[] = [];
  let lastLoss: 'collision' | 'wrong-station' | null = null;

  const controls = new JunctionControls((junction) => {
    if (!current || current.over) return;
    pressedAt[junction] = performance.now();
    sounds.switchThrown();
    ctx.emit(junction);
  });

  return {
    resize: (size) => geometry.resize(size.width, size.height),

    runStarted(sim) {
      current = sim;
      eventsSeen = sim.eventLog.length;
      knownTrains = new Set();
      pressedAt = [];
      lastLoss = null;
      controls.reset();
      effects.clear();
    },

    render(sim, alpha) {
      current = sim;
      const now = performance.now();
      const layout = sim.layout;
      scenery.paint(context, geometry, layout);
      paintSwitchedTrack(context, geometry, layout, sim.switches);
      for (const train of sim.trains)
        paintTrain(context, geometry, layout, train, sim.over ? 0 : train.speed * (1 - alpha));
      for (const portal of layout.portals) paintPortal(context, geometry, layout, portal.node, portal.edge);
      paintJunctionButtons(context, geometry, layout, sim.switches, controls.focused, pressedAt, now);
      effects.paint(context, geometry.unit, now);
      paintStatus(sim);
      paintLevelBanner(sim);
    },

    afterStep(sim) {
      const now = performance.now();
      const log = sim.eventLog;
      for (; eventsSeen < log.length; eventsSeen++) show(sim.layout, log[eventsSeen]!, now);
      for (const train of sim.trains) {
        if (knownTrains.has(train.id)) continue;
        knownTrains.add(train.id);
        if (train.express) sounds.horn();
      }
      if (sim.over) sounds.gameOver();
    },

    pointerDown(p) {
      if (current) controls.tap(current.layout, geometry, p.x, p.y);
    },
    keyDown: (key) => (current ? controls.keyDown(current.layout, key) : false),

    describeEnd: (sim) => END_LINES[sim.lives === 0 ? (lastLoss ?? 'collision') : 'closed'],
  };

  function show(layout: Layout, event: TrainEvent, now: number): void {
    switch (event.kind) {
      case 'delivered': {
        const { x, y } = stationPoint(layout, event.station);
        effects.burst('delivered', x, y, now);
        effects.label(`+${event.points}`, x, y - geometry.unit * 0.6, '#fff', now);
        sounds.delivered();
        break;
      }
      case 'wrong-station': {
        const { x, y } = stationPoint(layout, event.station);
        effects.burst('wrong', x, y, now);
        effects.label('Wrong station!', x, y - geometry.unit * 0.6, '#ffd0c8', now);
        sounds.wrongStation();
        lastLoss = 'wrong-station';
        break;
      }
      case 'collision': {
        const { x, y } = geometry.pointOnEdge(layout.edges[event.edge]!, event.position);
        effects.burst('crash', x, y, now);
        effects.label('Crash!', x, y - geometry.unit * 0.8, '#ffe066', now);
        sounds.crash();
        lastLoss = 'collision';
        break;
      }
      case 'level-started':
        if (event.level > 1) sounds.levelUp();
        pressedAt = [];
        controls.reset();
        break;
    }
  }

  function stationPoint(layout: Layout, station: number): { x: number; y: number } {
    const node = layout.nodes[station]!;
    const points = layout.edges[node.ins[0]!]!.points;
    const from = points[points.length - 2]!;
    const end = geometry.toScreen(node.at);
    const dx = node.at[0] - from[0];
    const dy = node.at[1] - from[1];
    const length = Math.hypot(dx, dy) || 1;
    return { x: end.x + (dx / length) * geometry.unit * 0.55, y: end.y + (dy / length) * geometry.unit * 0.55 };
  }

  /** Lives as hearts and the trains still to come, in a strip along the bottom. */
  function paintStatus(sim: FreightTrainSimulation): void {
    const top = geometry.statusTop;
    context.fillStyle = 'rgba(20,40,20,0.55)';
    context.fillRect(0, top, geometry.width, geometry.height - top);
    const y = top + (geometry.height - top) / 2;
    for (let i = 0; i < STARTING_LIVES; i++) paintHeart(20 + i * 30, y, i < sim.lives);
    context.fillStyle = '#fff';
    context.font = '700 15px system-ui, sans-serif';
    context.textAlign = 'right';
    context.textBaseline = 'middle';
    const toCome = sim.trainsToCome;
    context.fillText(
      toCome === 0 ? 'Last trains on the line' : `${toCome} more train${toCome === 1 ? '' : 's'} this level`,
      geometry.width - 14,
      y,
    );
    context.textBaseline = 'alphabetic';
  }

  function paintHeart(x: number, y: number, full: boolean): void {
    context.fillStyle = full ? '#ff4d5e' : 'rgba(255,255,255,0.25)';
    context.beginPath();
    context.moveTo(x, y + 8);
    context.bezierCurveTo(x - 14, y - 2, x - 7, y - 12, x, y - 5);
    context.bezierCurveTo(x + 7, y - 12, x + 14, y - 2, x, y + 8);
    context.fill();
  }

  /** While a level's first train is still in the tunnel: its number, its network, how to play. */
  function paintLevelBanner(sim: FreightTrainSimulation): void {
    let started = 0;
    for (let i = sim.eventLog.length - 1; i >= 0; i--) {
      const event = sim.eventLog[i]!;
      if (event.kind === 'level-started') {
        started = event.tick;
        break;
      }
    }
    const left = started + LEVEL_INTRO_TICKS - sim.tick;
    if (left <= 0 || sim.over) return;
    context.globalAlpha = Math.min(1, left / 10);
    const y = geometry.height * 0.42;
    const width = Math.min(geometry.width - 20, 380);
    context.fillStyle = 'rgba(18,32,24,0.82)';
    context.beginPath();
    context.roundRect((geometry.width - width) / 2, y - 52, width, sim.level === 1 ? 118 : 92, 16);
    context.fill();
    context.fillStyle = '#ffe066';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.font = '800 28px system-ui, sans-serif';
    context.fillText(`Level ${sim.level}`, geometry.width / 2, y - 22);
    context.fillStyle = '#fff';
    context.font = '700 17px system-ui, sans-serif';
    context.fillText(sim.layout.name, geometry.width / 2, y + 10);
    if (sim.level === 1) {
      context.font = '500 14px system-ui, sans-serif';
      context.fillText('Tap a junction (or press its number)', geometry.width / 2, y + 36);
      context.fillText('to send each car to its color', geometry.width / 2, y + 54);
    }
    context.textBaseline = 'alphabetic';
    context.globalAlpha = 1;
  }
}
