/**
 * Sound effects synthesised with WebAudio (no files to download). The muted choice is shared by
 * every FundPlay game and remembered in localStorage. Browsers only allow audio after a user
 * gesture, so the context is created on the first `beep` after one.
 */
export interface Beep {
  /** Start frequency in Hz. */
  frequency: number;
  /** Glide to this frequency over the beep's length. */
  slideTo?: number;
  durationMs: number;
  type?: OscillatorType;
  /** 0..1, default 0.2. */
  volume?: number;
  /** Start this many ms from now (for little arpeggios). */
  delayMs?: number;
}

export interface GameAudio {
  readonly muted: boolean;
  setMuted(muted: boolean): void;
  toggleMuted(): boolean;
  play(...beeps: Beep[]): void;
}

const MUTED_KEY = 'fundplay:muted';

function readMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(MUTED_KEY) === '1';
  } catch {
    return false; // storage blocked (third-party iframe, privacy mode): default to sound on
  }
}

function writeMuted(muted: boolean): void {
  try {
    globalThis.localStorage?.setItem(MUTED_KEY, muted ? '1' : '0');
  } catch {
    // Not persisted; the choice still holds for this page.
  }
}

export function createGameAudio(): GameAudio {
  let muted = readMuted();
  let context: AudioContext | null = null;
  let master: GainNode | null = null;

  const ensureContext = (): AudioContext | null => {
    if (context) return context;
    const Ctor = globalThis.AudioContext as typeof AudioContext | undefined;
    if (!Ctor) return null;
    context = new Ctor();
    master = context.createGain();
    master.gain.value = 0.5;
    master.connect(context.destination);
    return context;
  };

  return {
    get muted() {
      return muted;
    },
    setMuted(next) {
      muted = next;
      writeMuted(muted);
    },
    toggleMuted() {
      muted = !muted;
      writeMuted(muted);
      return muted;
    },
    play(...beeps) {
      if (muted) return;
      const ctx = ensureContext();
      if (!ctx || !master) return;
      if (ctx.state === 'suspended') void ctx.resume();
      for (const beep of beeps) {
        const start = ctx.currentTime + (beep.delayMs ?? 0) / 1000;
        const end = start + beep.durationMs / 1000;
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = beep.type ?? 'square';
        osc.frequency.setValueAtTime(beep.frequency, start);
        if (beep.slideTo !== undefined) osc.frequency.exponentialRampToValueAtTime(beep.slideTo, end);
        gain.gain.setValueAtTime(beep.volume ?? 0.2, start);
        gain.gain.exponentialRampToValueAtTime(0.0001, end);
        osc.connect(gain).connect(master);
        osc.start(start);
        osc.stop(end + 0.02);
      }
    },
  };
}
