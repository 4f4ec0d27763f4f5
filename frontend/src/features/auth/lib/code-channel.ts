import { verificationSelectionField, type VerificationSelection } from '@fundplay/contracts';
import { storageKeys } from '@/lib/storage-keys';

type CodeChannel = VerificationSelection;

/** The code channel this browser last chose at sign-up or login; a text message when none was chosen yet. */
export function readCodeChannel(): CodeChannel {
  try {
    const parsed = verificationSelectionField.safeParse(window.localStorage.getItem(storageKeys.codeChannel));
    return parsed.success ? parsed.data : 'phone';
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): fall back to the default.
    return 'phone';
  }
}

/** Remembers the channel for this browser's next login (it is a preference, not a secret). */
export function rememberCodeChannel(channel: CodeChannel): void {
  try {
    window.localStorage.setItem(storageKeys.codeChannel, channel);
  } catch {
    // Nothing to remember with: the login simply starts from the default.
  }
}
