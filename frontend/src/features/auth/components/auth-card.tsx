import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface AuthCardProps {
  icon?: LucideIcon;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Wider card for the longer signup forms. */
  wide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every sign-in page: one centred card with the page's single h1. */
export function AuthCard({ icon: Icon, eyebrow, title, description, wide = false, footer, children }: AuthCardProps) {
  return (
    <div className="flex flex-1 justify-center bg-gradient-to-b from-primary-soft/70 to-background px-4 py-10 md:py-16">
      <div className={cn('w-full', wide ? 'max-w-3xl' : 'max-w-md')}>
        <div className="rounded-2xl border bg-card p-6 shadow-lift sm:p-8">
          <header className="mb-6 flex flex-col gap-2">
            {Icon ? (
              <span className="mb-1 inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
            ) : null}
            {eyebrow ? (
              <p className="text-sm font-bold tracking-wider text-primary-hover uppercase">{eyebrow}</p>
            ) : null}
            <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
            {description ? <div className="text-muted-foreground">{description}</div> : null}
          </header>
          {children}
        </div>
        {footer ? <div className="mt-5 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </div>
  );
}
