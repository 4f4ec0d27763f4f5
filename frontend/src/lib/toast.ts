import { useSyncExternalStore } from 'react';

type ToastKind = 'success' | 'error' | 'warning' | 'info';

// sonner (and its Toaster) load with the first toast: no page needs them for its first screen.
const loadSonner = () => import('sonner');

let toasterWanted = false;
const toasterListeners = new Set<() => void>();

function show(kind: ToastKind) {
  return (message: string) => {
    if (!toasterWanted) {
      toasterWanted = true;
      toasterListeners.forEach((listener) => listener());
    }
    // A toast raised before the Toaster subscribed is replayed to it by sonner.
    void loadSonner().then(({ toast }) => toast[kind](message));
  };
}

/** The app's toasts (spec §4): one place decides how each kind looks, so call sites only pick a kind. */
export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};

/** True from the first toast on: the provider mounts the Toaster then. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      toasterListeners.add(listener);
      return () => toasterListeners.delete(listener);
    },
    () => toasterWanted,
    () => toasterWanted,
  );
}

export const toastDefaults = {
  position: 'top-center',
  durationMs: 2000,
  /**
   * Below the sticky header (64 px from `md` up, 56 px on phones) plus a gap, so a toast never covers the
   * navigation. sonner switches to `mobileOffset` under 600 px.
   */
  offset: { top: 76 },
  mobileOffset: { top: 64, left: 8, right: 8 },
} as const;
