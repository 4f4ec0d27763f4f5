import { toast } from 'sonner';

/** The app's toasts (spec §4): one place decides how each kind looks, so call sites only pick a kind. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
  info: (message: string) => toast.info(message),
};

export const toastDefaults = {
  position: 'top-center',
  durationMs: 2000,
} as const;
