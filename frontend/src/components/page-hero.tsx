import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The top band of an inner page: an eyebrow, the page's one h1 and a short introduction. */
export function PageHero({ eyebrow, title, description, className, children }: PageHeroProps) {
  return (
    <section className={cn('border-b bg-gradient-to-b from-primary-soft/70 to-background', className)}>
      <div className="mx-auto max-w-6xl px-5 py-12 md:px-6 md:py-16">
        {eyebrow ? (
          <p className="mb-3 text-sm font-bold tracking-wider text-primary-hover uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl text-4xl font-extrabold md:text-5xl">{title}</h1>
        {description ? (
          <div className="mt-4 max-w-2xl text-lg leading-relaxed text-muted-foreground">{description}</div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
