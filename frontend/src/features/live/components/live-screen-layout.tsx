import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { fontSize, space } from './live-screen-style';

/** The big screen's dark page, with the room around its panels. */
export function Screen({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ padding: space.screen, gap: space.gap }}
      className="flex min-h-dvh flex-1 flex-col bg-[#17120e] text-white"
    >
      {children}
    </div>
  );
}

/** One titled panel of the big screen (the total, the group race, top players, newest donations). */
export function Panel({
  label,
  icon,
  className,
  children,
}: {
  label: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      style={{ padding: space.panel }}
      className={cn('grid content-start gap-4 rounded-3xl bg-white/10', className)}
    >
      <h2
        style={{ fontSize: fontSize.panelTitle }}
        className="flex items-center gap-3 font-bold text-sunshine [&_svg]:size-[1em]"
      >
        {icon}
        {label}
      </h2>
      {children}
    </section>
  );
}
