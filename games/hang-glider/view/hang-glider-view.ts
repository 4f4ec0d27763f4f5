import type { GameView, ViewContext } from '../../sdk/src/shell/game-view';
import { FP, GROUND_Y, MAX_SINK_FP, POINTS_PER_COIN } from '../core/flight-constants';
import { FlightEvent } from '../core/flight-event';
import type { HangGliderInput } from '../core/hang-glider-input';
import type { HangGliderSimulation } from '../core/hang-glider-simulation';
import { paintCourse } from './course-painter';
import { FlightCamera } from './flight-camera';
import { FlightEffects } from './flight-effects';
import { paintGlider } from './glider-painter';
import { paintSky } from './sky-painter';
import { skyPalette } from './sky-palette';

const LIFT_KEYS = new Set([' ', 'ArrowUp', 'w']);

const END_LINES: Record<NonNullable<HangGliderSimulation['endCause']>, string> = {
  ground: 'You touched down',
  tree: 'Caught in a tree',
  cliff: 'You hit the cliff',
  'power-line': 'Snagged on a power line',
  bird: 'Bird strike!',
  sunset: 'Sunset: a perfect landing',
};

/** Hang Glider's canvas view: draws the flight and turns any press into 'u' and the last release into 'd'. */
export function createHangGliderView(
  ctx: ViewContext<HangGliderInput>,
): GameView<HangGliderInput, HangGliderSimulation> {
  const { context, audio } = ctx;
  const camera = new FlightCamera();
  const effects = new FlightEffects();
  /** What is holding the glider up: pointer ids and keys. */
  const holds = new Set<string>();
  let runStartedAt = performance.now();

  const press = (source: string): void => {
    const wasFree = holds.size === 0;
    holds.add(source);
    if (wasFree) ctx.emit('u');
  };
  const release = (source: string): void => {
    if (holds.delete(source) && holds.size === 0) ctx.emit('d');
  };

  return {
    resize: (size) => camera.resize(size.width, size.height),

    runStarted() {
      holds.clear();
      effects.clear();
      runStartedAt = performance.now();
    },

    render(sim, alpha) {
      const now = performance.now();
      const gx = (sim.prevXFp + (sim.xFp - sim.prevXFp) * alpha) / FP;
      const gy = (sim.prevYFp + (sim.yFp - sim.prevYFp) * alpha) / FP;
      camera.follow(gx);
      const palette = skyPalette(sim.stage);
      paintSky(context, camera, palette, now);

      context.save();
      camera.apply(context);
      const birdShift = (bird: { vxFp: number }): number => (sim.over ? 0 : bird.vxFp * (alpha - 1));
      paintCourse(context, sim.course, camera.left, camera.left + camera.viewWidth, birdShift, now);
      const pitch = Math.atan2(sim.vyFp, sim.speedFp) * 0.9;
      // A shadow on the ground tells the player how high they are.
      const height = GROUND_Y - gy;
      context.fillStyle = `rgba(0,0,0,${Math.max(0.05, 0.3 - height / 1200)})`;
      context.beginPath();
      context.ellipse(gx, GROUND_Y + 4, Math.max(6, 16 - height / 40), 3, 0, 0, Math.PI * 2);
      context.fill();
      paintGlider(
        context,
        gx,
        gy,
        sim.over && sim.endCause !== 'sunset' ? Math.PI / 5 : pitch,
        sim.over && sim.endCause !== 'sunset',
      );
      effects.paintWorld(context, now);
      context.restore();

      paintStatus(sim, now);
    },

    afterStep(sim) {
      const events = sim.events;
      if (events === 0) return;
      const now = performance.now();
      if (events & FlightEvent.coin) {
        effects.sparkle(sim.x + 8, sim.y, now);
        audio.play({ frequency: 988, slideTo: 1480, durationMs: 90, type: 'triangle', volume: 0.18 });
      }
      if (events & FlightEvent.enterThermal)
        audio.play({ frequency: 220, slideTo: 440, durationMs: 260, type: 'sine', volume: 0.12 });
      if (events & FlightEvent.stageUp) {
        effects.announce(`Stage ${sim.stage}: the wind picks up!`, now);
        audio.play(
          { frequency: 523, durationMs: 110, type: 'square', volume: 0.12 },
          { frequency: 659, durationMs: 110, type: 'square', volume: 0.12, delayMs: 110 },
          { frequency: 784, durationMs: 180, type: 'square', volume: 0.12, delayMs: 220 },
        );
      }
      if (events & FlightEvent.crash) {
        effects.puff(sim.x, sim.y, now);
        audio.play({ frequency: 320, slideTo: 50, durationMs: 450, type: 'sawtooth', volume: 0.2 });
      }
    },

    pointerDown: (p) => press(`p${p.id}`),
    pointerUp: (p) => release(`p${p.id}`),
    keyDown(key) {
      if (!LIFT_KEYS.has(key)) return false;
      press(`k${key}`);
      return true;
    },
    keyUp: (key) => release(`k${key}`),

    describeEnd: (sim) => END_LINES[sim.endCause ?? 'ground'],
  };

  /** Coins, distance and the first-seconds hint, drawn over the ground strip. */
  function paintStatus(sim: HangGliderSimulation, now: number): void {
    const groundTop = camera.groundScreenY;
    const y = Math.min(camera.height - 14, groundTop + Math.max(22, (camera.height - groundTop) / 2));
    context.font = '700 16px system-ui, sans-serif';
    context.textAlign = 'left';
    context.textBaseline = 'middle';
    context.fillStyle = '#ffd34a';
    context.beginPath();
    context.arc(20, y, 8, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#fff';
    context.fillText(`× ${sim.coins}  (+${sim.coins * POINTS_PER_COIN})`, 34, y);
    context.textAlign = 'right';
    context.fillText(`${sim.metres} m`, camera.width - 14, y);
    context.textBaseline = 'alphabetic';

    const since = now - runStartedAt;
    if (!sim.over && sim.tick > 0 && sim.tick < 200 && since < 5000) {
      context.globalAlpha = Math.min(1, (200 - sim.tick) / 60);
      context.textAlign = 'center';
      context.font = '800 20px system-ui, sans-serif';
      context.lineWidth = 4;
      context.strokeStyle = 'rgba(20,30,50,0.55)';
      const hint = holds.size > 0 ? 'Climbing… let go to dive' : 'Hold to climb, let go to dive';
      const hy = camera.originY + 150 * camera.scale;
      context.strokeText(hint, camera.width / 2, hy);
      context.fillStyle = '#fff';
      context.fillText(hint, camera.width / 2, hy);
      context.globalAlpha = 1;
    }
    effects.paintScreen(context, camera.width, camera.originY + 120 * camera.scale, now);
    // Falling fast: a red vignette at the bottom edge warns of the ground.
    if (!sim.over && sim.vyFp > MAX_SINK_FP - 40 && GROUND_Y - sim.y < 90) {
      const gradient = context.createLinearGradient(0, camera.height - 80, 0, camera.height);
      gradient.addColorStop(0, 'rgba(255,60,40,0)');
      gradient.addColorStop(1, 'rgba(255,60,40,0.35)');
      context.fillStyle = gradient;
      context.fillRect(0, camera.height - 80, camera.width, 80);
    }
  }
}
