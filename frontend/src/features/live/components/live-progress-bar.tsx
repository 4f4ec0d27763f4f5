import type { CSSProperties } from 'react';

/** A bar `percent` wide (0–100) on a dim track. */
export function ProgressBar({
  percent,
  height,
  fill,
  ...aria
}: { percent: number; height: string; fill: CSSProperties['background'] } & Record<`aria-${string}`, string | number>) {
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      {...aria}
      style={{ height }}
      className="overflow-hidden rounded-full bg-white/15"
    >
      <div
        className="h-full rounded-full transition-[width] duration-700"
        style={{ width: `${Math.min(percent, 100)}%`, background: fill }}
      />
    </div>
  );
}
