import type { GameAudio } from '../../sdk/src/audio';

/** Every sound Freight Train makes, synthesised. */
export class TrainSounds {
  constructor(private readonly audio: GameAudio) {}

  switchThrown(): void {
    this.audio.play({ frequency: 1400, slideTo: 700, durationMs: 45, type: 'square', volume: 0.08 });
  }

  delivered(): void {
    this.audio.play(
      { frequency: 784, durationMs: 90, type: 'triangle', volume: 0.15 },
      { frequency: 1175, durationMs: 160, type: 'triangle', volume: 0.15, delayMs: 90 },
    );
  }

  wrongStation(): void {
    this.audio.play({ frequency: 200, slideTo: 150, durationMs: 350, type: 'square', volume: 0.1 });
  }

  crash(): void {
    this.audio.play(
      { frequency: 160, slideTo: 30, durationMs: 600, type: 'sawtooth', volume: 0.22 },
      { frequency: 900, slideTo: 200, durationMs: 250, type: 'square', volume: 0.06 },
    );
  }

  /** A two-tone horn as an express leaves the tunnel. */
  horn(): void {
    this.audio.play(
      { frequency: 330, durationMs: 260, type: 'sawtooth', volume: 0.05 },
      { frequency: 415, durationMs: 260, type: 'sawtooth', volume: 0.05 },
    );
  }

  levelUp(): void {
    this.audio.play(
      { frequency: 523, durationMs: 120, type: 'square', volume: 0.09 },
      { frequency: 659, durationMs: 120, type: 'square', volume: 0.09, delayMs: 120 },
      { frequency: 784, durationMs: 220, type: 'square', volume: 0.09, delayMs: 240 },
    );
  }

  gameOver(): void {
    this.audio.play(
      { frequency: 392, durationMs: 220, type: 'triangle', volume: 0.14 },
      { frequency: 294, durationMs: 440, type: 'triangle', volume: 0.14, delayMs: 220 },
    );
  }
}
