import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { DonationFormApi, DonationFormValues } from '../lib/donation-form-values';

/** One of the donation form's "Give as" choices: an individual or a business sponsor. */
export function DonorTypeOption({
  value,
  label,
  icon: Icon,
  register,
}: {
  value: DonationFormValues['type'];
  label: string;
  icon: LucideIcon;
  register: DonationFormApi['register'];
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm font-semibold',
        'has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
      )}
    >
      <input type="radio" value={value} className="accent-primary" {...register('type')} />
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {label}
    </label>
  );
}
