import type { GameAudio } from '../audio';
import { ICONS, icon } from './dom';

interface HudOptions {
  scoreValue: HTMLElement;
  levelValue: HTMLElement;
  muteButton: HTMLButtonElement;
  audio: GameAudio;
  formatLevel: (level: number) => string;
}

/** What the HUD shows: the score and level (written only when they change) and the mute button's state. */
export interface Hud {
  update(sim: { score: number; level: number }): void;
  showMuted(): void;
  toggleMute(): void;
}

export function createHud({ scoreValue, levelValue, muteButton, audio, formatLevel }: HudOptions): Hud {
  let shownScore = -1;
  let shownLevel = -1;

  const showMuted = (): void => {
    muteButton.replaceChildren(icon(audio.muted ? ICONS.soundOff : ICONS.soundOn));
    muteButton.setAttribute('aria-label', audio.muted ? 'Unmute' : 'Mute');
    muteButton.setAttribute('aria-pressed', String(audio.muted));
  };

  return {
    update(sim) {
      if (sim.score !== shownScore) {
        shownScore = sim.score;
        scoreValue.textContent = String(shownScore);
      }
      if (sim.level !== shownLevel) {
        shownLevel = sim.level;
        levelValue.textContent = formatLevel(shownLevel);
      }
    },
    showMuted,
    toggleMute() {
      audio.toggleMuted();
      showMuted();
    },
  };
}
