import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface DashboardSectionProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** A button or link beside the title (e.g. "Invite Teammember"). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled panel of a dashboard; its heading names the region for assistive technology. */
export function DashboardSection({ icon: Icon, title, description, action, children }: DashboardSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4 rounded-2xl border bg-card p-5 shadow-soft sm:p-6">
      <header className="flex flex-wrap items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-lg font-bold">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
