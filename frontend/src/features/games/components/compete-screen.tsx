import type { ReactNode } from 'react';

/** The compete page around its card: the whole screen, like the game that follows. */
export function CompeteScreen({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center bg-[#17120e] p-4 sm:p-6">
      <div className="w-full max-w-md rounded-2xl bg-card p-6 shadow-lift sm:p-8">{children}</div>
    </div>
  );
}
