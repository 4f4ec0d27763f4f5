import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DashboardSectionProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Buttons at the top right (below the title on phones). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled card of a dashboard; its heading names the region. Actions sit beside the title (below it on phones). */
export function DashboardSection({
  icon: Icon,
  title,
  description,
  actions,
  className,
  children,
}: DashboardSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('grid content-start gap-4 rounded-2xl border bg-card p-5 shadow-soft sm:p-6', className)}
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={id} className="text-lg font-bold">
              {title}
            </h2>
            {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
