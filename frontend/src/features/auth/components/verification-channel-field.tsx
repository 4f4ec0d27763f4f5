import { Mail, MessageSquareText } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

const channels = [
  { value: 'phone', label: 'Text message', icon: MessageSquareText },
  { value: 'email', label: 'Email', icon: Mail },
] as const;

interface VerificationChannelFieldProps {
  /** `register('verificationSelection')` */
  registration: UseFormRegisterReturn;
  legend?: string;
}

/** Where the one-time code goes: a text to the phone on file (the default) or an email. */
export function VerificationChannelField({ registration, legend = 'Send my code by' }: VerificationChannelFieldProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {channels.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 text-sm font-medium transition-colors',
              'hover:bg-accent/60 has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-ring',
            )}
          >
            <input type="radio" value={value} className="sr-only" {...registration} />
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
