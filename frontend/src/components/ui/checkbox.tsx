import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox in the brand colour: keyboard, forms and react-hook-form's `register` work as usual. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded border-input accent-primary disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
