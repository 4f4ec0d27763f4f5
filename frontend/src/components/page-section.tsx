import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A full-width band of page content with the site's standard width and gutters. */
export function PageSection({ className, children, ...props }: ComponentProps<'section'>) {
  return (
    <section className={cn('mx-auto w-full max-w-6xl px-5 py-12 md:px-6 md:py-16', className)} {...props}>
      {children}
    </section>
  );
}
