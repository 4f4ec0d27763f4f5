import { Slot } from '@radix-ui/react-slot';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** The field's validation message; marks the control invalid and is announced. */
  error?: string;
  hint?: ReactNode;
  /** Keep the label for screen readers only (the placeholder or context says it visually). */
  hideLabel?: boolean;
  className?: string;
  /** Exactly one control (Input, Textarea …); it receives id and aria wiring. */
  children: ReactElement;
}

/** Label, control, hint and error, wired together by ids so assistive technology reads them as one. */
export function FormField({ label, error, hint, hideLabel = false, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
