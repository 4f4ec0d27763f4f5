import type { GameAudio } from '../../sdk/src/audio';

/** Every sound Gem Crusher makes, synthesised. */
export class GemSounds {
  constructor(private readonly audio: GameAudio) {}

  swap(): void {
    this.audio.play({ frequency: 520, slideTo: 700, durationMs: 70, type: 'triangle', volume: 0.12 });
  }

  refused(): void {
    this.audio.play({ frequency: 180, slideTo: 140, durationMs: 140, type: 'square', volume: 0.08 });
  }

  /** Each wave of a cascade rings a step higher. */
  crush(wave: number): void {
    const base = 440 * 2 ** (Math.min(wave, 8) / 6);
    this.audio.play(
      { frequency: base, durationMs: 90, type: 'triangle', volume: 0.16 },
      { frequency: base * 1.5, durationMs: 120, type: 'sine', volume: 0.12, delayMs: 60 },
    );
  }

  blast(): void {
    this.audio.play({ frequency: 900, slideTo: 120, durationMs: 320, type: 'sawtooth', volume: 0.1 });
  }

  bomb(): void {
    this.audio.play(
      { frequency: 220, slideTo: 40, durationMs: 500, type: 'sawtooth', volume: 0.18 },
      { frequency: 1200, slideTo: 300, durationMs: 400, type: 'sine', volume: 0.08 },
    );
  }

  levelUp(): void {
    this.audio.play(
      { frequency: 523, durationMs: 120, type: 'square', volume: 0.1 },
      { frequency: 659, durationMs: 120, type: 'square', volume: 0.1, delayMs: 120 },
      { frequency: 784, durationMs: 120, type: 'square', volume: 0.1, delayMs: 240 },
      { frequency: 1047, durationMs: 260, type: 'square', volume: 0.1, delayMs: 360 },
    );
  }

  gameOver(): void {
    this.audio.play(
      { frequency: 392, durationMs: 200, type: 'triangle', volume: 0.14 },
      { frequency: 311, durationMs: 200, type: 'triangle', volume: 0.14, delayMs: 200 },
      { frequency: 262, durationMs: 420, type: 'triangle', volume: 0.14, delayMs: 400 },
    );
  }
}
