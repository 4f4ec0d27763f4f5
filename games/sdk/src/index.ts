// The SDK's public API. Game cores should import the file they need (rng, simulation, replay)
// so that server-side replay never pulls in DOM code; views and pages may import from here.
export { createRng, type Rng } from './rng';
export type { GameDefinition, GameInput, LeaderboardOrder, Simulation } from './simulation';
export { QUIT_INPUT, type Replay, type ReplayInput, type ReplayVerdict } from './replay';
export { advanceAccumulator, startFixedStepLoop, type FixedStepLoop, type FixedStepLoopOptions } from './loop';
export { InputRecorder } from './recorder';
export { verifyReplay } from './verify';
export {
  isGameMessage,
  isHostMessage,
  type ExitGameMessage,
  type GameMessage,
  type GameMode,
  type HostMessage,
  type InitMessage,
  type NoTokensMessage,
  type ReadyMessage,
} from './protocol';
export { connectToHost, type HostConnection, type HostConnectionOptions } from './host';
export { createGameAudio, type Beep, type GameAudio } from './audio';
export {
  mountGame,
  type MountGameOptions,
  type MountedGame,
  type ShellState,
  type ShellTheme,
} from './shell/mount-game';
export type { GameView, KeyName, PointerInfo, ViewContext } from './shell/game-view';
export type { ViewSize } from './shell/canvas-surface';
export { InputQueue } from './shell/input-queue';
export type { LastRun } from './shell/test-hooks';
