import type { ReactNode } from 'react';

/** One step of the fundraiser wizard: its title, what it is for, and its form. */
export function StepCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="wizard-step-title"
      className="grid gap-5 rounded-2xl border bg-card p-5 shadow-soft sm:p-8"
    >
      <header className="grid gap-1">
        <h2 id="wizard-step-title" className="text-2xl font-bold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
