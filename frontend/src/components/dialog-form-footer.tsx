import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface DialogFormFooterProps {
  submitLabel: string;
  submitIcon: LucideIcon;
  isSubmitting: boolean;
  /** Extra reasons to hold the submit button; it always waits while submitting. */
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  cancelLabel?: string;
}

/** Cancel and submit buttons at the foot of a dialog form; both wait while the form submits. */
export function DialogFormFooter({
  submitLabel,
  submitIcon: SubmitIcon,
  isSubmitting,
  disabled = false,
  variant = 'trust',
  cancelLabel = 'Cancel',
}: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={isSubmitting}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} disabled={isSubmitting || disabled}>
        {isSubmitting ? <Spinner className="size-4" /> : <SubmitIcon aria-hidden="true" />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
