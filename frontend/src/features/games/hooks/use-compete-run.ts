import {
  competeMessages,
  type CompeteRunResult,
  type CompeteRunStart,
  type FinishRunRequest,
} from '@fundplay/contracts';
import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { useFinishRun } from '../api/finish-run';
import { useStartRun } from '../api/start-run';
import { newRunId } from '../lib/run-id';
import { lastCompeteRunAtom, type CompeteRunOutcome } from '../states/last-compete-run';
import type { GameExit } from './use-game-host';

/** Where sending a finished run's replay stands. */
export type Finish =
  | { state: 'idle' }
  | { state: 'verifying'; request: FinishRunRequest }
  | { state: 'done'; result: CompeteRunResult }
  | { state: 'refused'; reason: string }
  | { state: 'failed'; request: FinishRunRequest; message: string };

const finishFailedMessage = 'Your score could not be sent. Check your connection and try again.';

interface CompeteRunOptions {
  fundraiserId: string;
  gameId: string;
  /** The game's name once loaded, remembered with the run's outcome for the dashboard. */
  gameName: string | undefined;
  /** A token was spent. */
  onTokenSpent?: () => void;
}

/**
 * One compete run: Start opens it on the server (one token; a retried press reuses its run id, so it never spends
 * twice), the game's exit sends the replay, and the verdict, or why there is none, is kept for the dashboard.
 */
export function useCompeteRun({ fundraiserId, gameId, gameName, onTokenSpent }: CompeteRunOptions) {
  const start = useStartRun();
  const finish = useFinishRun({ fundraiserId, gameId });
  // One id per press of Start, sent again when that press is retried, so a retry never spends a second token.
  const runId = useRef<string | null>(null);
  const [run, setRun] = useState<CompeteRunStart | null>(null);
  const [noTokens, setNoTokens] = useState(false);
  const [finished, setFinished] = useState<Finish>({ state: 'idle' });
  const setLastRun = useSetAtom(lastCompeteRunAtom);
  const remember = (outcome: CompeteRunOutcome) => {
    if (gameName !== undefined) setLastRun({ fundraiserId, gameId, gameName, outcome });
  };

  const onStart = () => {
    runId.current ??= newRunId();
    start.mutate(
      { runId: runId.current, fundRaiserId: fundraiserId, gameId },
      {
        onSuccess: (started) => {
          runId.current = null;
          setRun(started);
          onTokenSpent?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.message === competeMessages.noTokens) setNoTokens(true);
        },
      },
    );
  };

  const submit = (request: FinishRunRequest) => {
    setFinished({ state: 'verifying', request });
    finish.mutate(request, {
      onSuccess: (result) => {
        setFinished({ state: 'done', result });
        remember({ kind: 'result', result });
      },
      onError: (error) => {
        // A refusal (expired, already submitted, not this game) is final; only a lost request is worth retrying.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          const reason = error.message || competeMessages.runRejected;
          setFinished({ state: 'refused', reason });
          remember({ kind: 'refused', reason });
        } else {
          setFinished({ state: 'failed', request, message: errorMessage(error, finishFailedMessage) });
        }
      },
    });
  };

  const onExit = (exit: GameExit) => {
    if (!run || !exit.replay) return;
    const { replay } = exit;
    submit({
      runId: run.runId,
      ticket: run.ticket,
      replay: {
        game: replay.game,
        seed: replay.seed,
        inputs: replay.inputs.map(([tick, input]): [number, unknown] => [tick, input]),
        claimedScore: replay.claimedScore,
      },
    });
  };

  return { start, run, noTokens, finished, onStart, submit, onExit };
}
