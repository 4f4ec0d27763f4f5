import type { OutreachChannel } from '@fundplay/contracts';
import { Mail, MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

export const channelLabels: Record<OutreachChannel, string> = { email: 'Email', sms: 'Text' };
/** The send buttons and the compose dialog they open share these words. */
export const sendLabels: Record<OutreachChannel, string> = { email: 'Send email', sms: 'Send text' };
const channelIcons = { email: Mail, sms: MessageSquareText } as const;

/** Email or text, as two large radio buttons (easy to hit on a phone). */
export function ChannelChoice({
  register,
  value,
  error,
}: {
  register: UseFormRegisterReturn<'channel'>;
  value: OutreachChannel;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold">Send by</legend>
      <div className="grid grid-cols-2 gap-2">
        {(['email', 'sms'] as const).map((channel) => {
          const Icon = channelIcons[channel];
          return (
            <label
              key={channel}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                value === channel ? 'border-trust bg-trust-soft text-trust' : 'border-input bg-card hover:bg-accent',
              )}
            >
              <input type="radio" value={channel} className="sr-only" {...register} />
              <Icon className="size-4" aria-hidden="true" />
              {channelLabels[channel]}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
