import type { GameView, ViewContext } from '../../sdk/src/shell/game-view';
import { BOARD_SIZE, columnOf, rowOf } from '../core/board';
import { SWAP_TICKS, WAVE_TICKS } from '../core/cascade-timing';
import type { GemCrusherSimulation, ResolutionEvent, ReshuffleEvent } from '../core/gem-crusher-simulation';
import { findPossibleSwaps, type Swap } from '../core/possible-moves';
import type { SwapInput } from '../core/swap-input';
import { BoardGeometry } from './board-geometry';
import { cascadeLabel } from './cascade-label';
import { presentBoard, type Blast } from './board-presentation';
import { FloatingTexts } from './floating-texts';
import { paintGoalPanel } from './goal-panel-painter';
import { BOARD_COLOURS, GEM_LOOKS } from './gem-palette';
import { GemSounds } from './gem-sounds';
import { GemSprites } from './gem-sprites';
import { SwapControls } from './swap-controls';

/** After this long without a move, two gems that would match start to pulse. */
const HINT_AFTER_MS = 7000;

/** Gem Crusher's canvas view: the board, its cascades, and swaps from drag, tap or keys. */
export function createGemCrusherView(ctx: ViewContext<SwapInput>): GameView<SwapInput, GemCrusherSimulation> {
  const { context } = ctx;
  const geometry = new BoardGeometry();
  const sprites = new GemSprites();
  const texts = new FloatingTexts();
  const sounds = new GemSounds(ctx.audio);
  let current: GemCrusherSimulation | null = null;
  let seenResolution: ResolutionEvent | null = null;
  let seenReshuffle: ReshuffleEvent | null = null;
  let seenRejectTick = -1;
  let shownLevel = 1;
  let lastActivity = performance.now();
  /** The hinted swap, and the last cascade and reshuffle it was worked out after. */
  let hint: { after: readonly unknown[]; swap: Swap | null } | null = null;

  const controls = new SwapControls(
    (x, y) => geometry.cellAt(x, y),
    () => geometry.cell,
    (swap) => {
      lastActivity = performance.now();
      // A swap during a cascade would be ignored by the rules anyway; don't send it.
      if (current && !current.busy && !current.over) ctx.emit(swap);
    },
  );

  const cellCentre = (cell: number) => geometry.centre(rowOf(cell), columnOf(cell));

  return {
    resize(size) {
      geometry.resize(size.width, size.height);
      sprites.setCellSize(geometry.cell, Math.min(2, globalThis.devicePixelRatio || 1));
    },

    runStarted(sim) {
      current = sim;
      seenResolution = sim.lastResolution;
      seenReshuffle = sim.lastReshuffle;
      seenRejectTick = -1;
      shownLevel = sim.level;
      controls.reset();
      texts.clear();
      hint = null;
      lastActivity = performance.now();
    },

    render(sim, alpha) {
      current = sim;
      const now = performance.now();
      paintBackground();
      paintGoalPanel(context, geometry, sim);
      paintTiles();
      const frame = presentBoard(sim, sim.over ? 0 : alpha);

      context.save();
      context.beginPath();
      context.rect(geometry.boardX, geometry.boardY, geometry.boardSide, geometry.boardSide);
      context.clip();
      const pulse = hintSwap(sim, frame.animating, now);
      for (const sprite of frame.sprites) {
        const { x, y } = geometry.centre(sprite.row, sprite.column);
        let scale = sprite.scale * 0.92;
        if (
          pulse &&
          (sprite.row * BOARD_SIZE + sprite.column === pulse[0] || sprite.row * BOARD_SIZE + sprite.column === pulse[1])
        ) {
          scale *= 1 + 0.07 * Math.sin(now / 140);
        }
        sprites.draw(context, sprite.gem, x, y, scale, sprite.alpha);
        if (sprite.glow > 0) paintGlow(x, y, sprite.glow * sprite.scale);
      }
      for (const blast of frame.blasts) paintBlast(blast);
      context.restore();

      if (pulse) paintHint(pulse, now);
      if (!frame.animating) paintSelection(now);
      if (frame.reshuffling) banner('No moves left: shuffling', geometry.boardY + geometry.boardSide / 2, 22);
      texts.paint(context, now);
    },

    afterStep(sim) {
      const now = performance.now();
      const resolution = sim.lastResolution;
      if (resolution !== seenResolution && resolution) {
        seenResolution = resolution;
        lastActivity = now;
        sounds.swap();
      }
      if (resolution) {
        const elapsed = sim.tick - resolution.startTick - 1;
        const { waves } = resolution.resolution;
        const index = (elapsed - SWAP_TICKS) / WAVE_TICKS;
        if (elapsed >= SWAP_TICKS && Number.isInteger(index) && index < waves.length) announceWave(index, resolution);
      }
      if (sim.lastReshuffle !== seenReshuffle) seenReshuffle = sim.lastReshuffle;
      const rejected = sim.lastRejected;
      if (rejected && rejected.tick !== seenRejectTick) {
        seenRejectTick = rejected.tick;
        sounds.refused();
      }
      if (sim.level !== shownLevel) {
        shownLevel = sim.level;
        sounds.levelUp();
        const mid = geometry.boardY + geometry.boardSide / 2;
        texts.add(`Level ${sim.level}!`, geometry.width / 2, mid - 20, now, {
          size: 34,
          life: 2000,
          colour: '#ffd84a',
        });
        texts.add(`${sim.goal.moves} moves to reach ${sim.goal.targetScore}`, geometry.width / 2, mid + 20, now, {
          size: 18,
          life: 2000,
        });
      }
      if (sim.over) sounds.gameOver();
    },

    pointerDown: (p) => controls.pointerDown(p.id, p.x, p.y),
    pointerMove: (p) => controls.pointerMove(p.id, p.x, p.y),
    pointerUp: (p) => controls.pointerUp(p.id),
    keyDown: (key) => controls.keyDown(key),

    describeEnd: (sim) =>
      sim.movesLeft === 0
        ? `Out of moves, ${sim.goal.targetScore - sim.score} short of ${sim.goal.targetScore}`
        : 'Time is up',
  };

  function announceWave(index: number, event: ResolutionEvent): void {
    const wave = event.resolution.waves[index]!;
    const now = performance.now();
    sounds.crush(index + 1);
    const kinds = wave.fired.map((cell) => wave.before[cell]?.kind);
    if (kinds.includes('colour-bomb') || wave.cleared.length >= 20) sounds.bomb();
    else if (kinds.length > 0) sounds.blast();
    let x = 0;
    let y = 0;
    for (const cell of wave.cleared) {
      const centre = cellCentre(cell);
      x += centre.x / wave.cleared.length;
      y += centre.y / wave.cleared.length;
    }
    texts.add(`+${wave.points}`, x, y, now, {
      size: 18 + Math.min(16, index * 4),
      colour: index > 0 ? '#ffd84a' : '#fff',
    });
    if (index > 0) {
      const label = cascadeLabel(geometry, index);
      texts.add(label.text, label.x, label.y, now, label.options);
    }
    for (const { gem, cell } of wave.created) {
      const centre = cellCentre(cell);
      const label = gem.kind === 'colour-bomb' ? 'Colour bomb!' : 'Blaster!';
      texts.add(label, centre.x, centre.y - geometry.cell / 2, now, { size: 16, colour: '#8af5ff', life: 1200 });
    }
  }

  function hintSwap(sim: GemCrusherSimulation, animating: boolean, now: number): Swap | null {
    if (animating || sim.over || now - lastActivity < HINT_AFTER_MS) return null;
    // The board array is changed in place, so a cascade or a reshuffle is what marks a new board.
    const after = [sim.lastResolution, sim.lastReshuffle];
    if (!hint || hint.after.some((event, i) => event !== after[i])) {
      hint = { after, swap: findPossibleSwaps(sim.board.slice())[0] ?? null };
    }
    return hint.swap;
  }

  function paintBackground(): void {
    const gradient = context.createLinearGradient(0, 0, 0, geometry.height);
    gradient.addColorStop(0, BOARD_COLOURS.backgroundTop);
    gradient.addColorStop(1, BOARD_COLOURS.backgroundBottom);
    context.fillStyle = gradient;
    context.fillRect(0, 0, geometry.width, geometry.height);
    // A few fixed sparkles, placed by a hash so they do not jump between frames.
    context.fillStyle = 'rgba(255,255,255,0.35)';
    for (let i = 0; i < 40; i++) {
      const x = ((i * 7919) % 997) / 997;
      const y = ((i * 104729) % 991) / 991;
      context.fillRect(x * geometry.width, y * geometry.height, 1.5, 1.5);
    }
  }

  function paintTiles(): void {
    const { boardX, boardY, boardSide, cell } = geometry;
    context.fillStyle = 'rgba(10,4,24,0.55)';
    context.beginPath();
    context.roundRect(boardX - 6, boardY - 6, boardSide + 12, boardSide + 12, 14);
    context.fill();
    context.strokeStyle = BOARD_COLOURS.frame;
    context.lineWidth = 2;
    context.stroke();
    for (let row = 0; row < BOARD_SIZE; row++) {
      for (let column = 0; column < BOARD_SIZE; column++) {
        context.fillStyle = (row + column) % 2 === 0 ? BOARD_COLOURS.tileLight : BOARD_COLOURS.tileDark;
        context.fillRect(boardX + column * cell + 1, boardY + row * cell + 1, cell - 2, cell - 2);
      }
    }
  }

  function paintGlow(x: number, y: number, strength: number): void {
    context.save();
    context.globalCompositeOperation = 'lighter';
    const radius = geometry.cell * 0.5;
    const glow = context.createRadialGradient(x, y, 0, x, y, radius);
    glow.addColorStop(0, `rgba(255,255,255,${0.8 * strength})`);
    glow.addColorStop(1, 'rgba(255,255,255,0)');
    context.fillStyle = glow;
    context.fillRect(x - radius, y - radius, radius * 2, radius * 2);
    context.restore();
  }

  function paintBlast({ gem, cell, progress }: Blast): void {
    const { x, y } = cellCentre(cell);
    const fade = 1 - progress;
    context.save();
    context.globalCompositeOperation = 'lighter';
    if (gem.kind === 'colour-bomb') {
      const radius = geometry.boardSide * progress;
      context.strokeStyle = `rgba(255,255,255,${fade})`;
      context.lineWidth = geometry.cell * 0.4 * fade + 1;
      context.beginPath();
      context.arc(x, y, radius, 0, Math.PI * 2);
      context.stroke();
    } else {
      const colour = gem.kind === 'plain' ? '#fff' : GEM_LOOKS[gem.colour]!.light;
      const thickness = geometry.cell * (0.25 + 0.5 * (1 - Math.abs(1 - 2 * progress)));
      context.fillStyle = colour;
      context.globalAlpha = 0.85 * fade + 0.15;
      if (gem.kind === 'row-blaster')
        context.fillRect(geometry.boardX, y - thickness / 2, geometry.boardSide, thickness);
      else context.fillRect(x - thickness / 2, geometry.boardY, thickness, geometry.boardSide);
    }
    context.restore();
  }

  function paintSelection(now: number): void {
    const { cell } = geometry;
    const outline = (target: number, colour: string, width: number): void => {
      const { x, y } = cellCentre(target);
      context.strokeStyle = colour;
      context.lineWidth = width;
      context.beginPath();
      context.roundRect(x - cell / 2 + 2, y - cell / 2 + 2, cell - 4, cell - 4, 8);
      context.stroke();
    };
    if (controls.selected !== null) outline(controls.selected, BOARD_COLOURS.selection, 3 + Math.sin(now / 120));
    if (controls.cursorVisible) outline(controls.cursor, BOARD_COLOURS.cursor, 2.5);
  }

  /** A breathing ring around two gems that would match, for a player who is stuck. */
  function paintHint(swap: Swap, now: number): void {
    context.strokeStyle = `rgba(255,255,255,${0.35 + 0.3 * Math.sin(now / 140)})`;
    context.lineWidth = 3;
    for (const cell of swap) {
      const { x, y } = cellCentre(cell);
      context.beginPath();
      context.arc(x, y, geometry.cell * 0.48, 0, Math.PI * 2);
      context.stroke();
    }
  }

  function banner(text: string, y: number, size: number): void {
    context.font = `800 ${size}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.lineWidth = 5;
    context.strokeStyle = 'rgba(20,8,40,0.85)';
    context.strokeText(text, geometry.width / 2, y);
    context.fillStyle = '#fff';
    context.fillText(text, geometry.width / 2, y);
    context.textBaseline = 'alphabetic';
  }
}
