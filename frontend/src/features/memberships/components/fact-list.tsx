import type { ReactNode } from 'react';

/** Label–value pairs (a dashboard's Information), two columns from small screens up. */
export function FactList({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(({ label, value }) => (
        <div key={label} className="grid min-w-0 gap-0.5">
          <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
