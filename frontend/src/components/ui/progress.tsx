import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A horizontal bar for `value` out of `max` (e.g. raised of the goal); name it with `aria-label`. */
export function Progress({
  value,
  max,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'role'> & { value: number; max: number }) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div className="h-full rounded-full bg-trust transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
