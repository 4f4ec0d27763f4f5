import { Check } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

export const wizardSteps = [
  { id: 'info', label: 'Information' },
  { id: 'similar', label: 'Similar names' },
  { id: 'groups', label: 'Groups' },
  { id: 'goal', label: 'Goal' },
  { id: 'cause', label: 'Cause' },
  { id: 'payment', label: 'Payout account' },
  { id: 'review', label: 'Review and create' },
] as const;

export type WizardStepId = (typeof wizardSteps)[number]['id'];

/** Where the person is in the wizard: a compact bar on phones, every step from `sm` up. */
export function WizardStepper({ current }: { current: WizardStepId | 'done' }) {
  const index = current === 'done' ? wizardSteps.length : wizardSteps.findIndex((step) => step.id === current);
  const currentLabel = current === 'done' ? 'Done' : wizardSteps[index]?.label;
  return (
    <nav aria-label="Fundraiser setup steps" className="grid gap-3">
      <div className="grid gap-2 sm:hidden">
        <p className="text-sm font-semibold">
          {current === 'done' ? 'All steps done' : `Step ${index + 1} of ${wizardSteps.length}: ${currentLabel}`}
        </p>
        <Progress value={index} max={wizardSteps.length} aria-label="Setup progress" />
      </div>
      <ol className="hidden gap-2 sm:grid sm:grid-cols-7">
        {wizardSteps.map((step, stepIndex) => {
          const done = stepIndex < index;
          const active = stepIndex === index;
          return (
            <li
              key={step.id}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex flex-col gap-2 border-t-4 pt-2 text-xs font-semibold',
                done
                  ? 'border-trust text-trust'
                  : active
                    ? 'border-primary text-foreground'
                    : 'border-muted text-muted-foreground',
              )}
            >
              <span className="flex items-center gap-1">
                {done ? (
                  <Check className="size-3.5" aria-hidden="true" />
                ) : (
                  <span aria-hidden="true">{stepIndex + 1}.</span>
                )}
                {step.label}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
