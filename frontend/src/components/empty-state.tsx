import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** What a section shows when there is nothing in it yet, and what to do about it. */
export function EmptyState({ icon: Icon, title, description, className, children }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-2xl border border-dashed bg-muted/40 px-6 py-10 text-center',
        className,
      )}
    >
      <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold">{title}</p>
      {description ? <div className="max-w-md text-sm text-muted-foreground">{description}</div> : null}
      {children}
    </div>
  );
}
