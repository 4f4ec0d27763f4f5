import { outreachLimits } from '@fundplay/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

/** The personal line added to the template, with a live count against the 280-character limit. */
export function NoteField({
  register,
  value,
  error,
  label,
  placeholder,
}: {
  register: UseFormRegisterReturn<'note'>;
  value: string;
  error?: string;
  label: string;
  placeholder?: string;
}) {
  const length = value.trim().length;
  const over = length > outreachLimits.maxNoteLength;
  return (
    <FormField
      label={label}
      error={error}
      hint={
        <span className={cn(over && 'font-semibold text-destructive')} aria-live="polite">
          {length}/{outreachLimits.maxNoteLength} characters
        </span>
      }
    >
      <Textarea rows={3} className="min-h-24" placeholder={placeholder} {...register} />
    </FormField>
  );
}
