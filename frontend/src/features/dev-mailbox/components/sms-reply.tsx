import { Reply } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { useReplyToText } from '../api/reply-to-text';

/** The keywords a phone may answer an outreach text with (Twilio's opt-out, opt-in and help words). */
const quickReplies = ['STOP', 'START', 'HELP'] as const;

/**
 * Answers a text as the phone it went to would (issue #11): the reply reaches FundPlay's Twilio webhook, signed as
 * Twilio signs it, so STOP really opts the number out. Shows what FundPlay answered.
 */
export function SmsReply({ phoneNumber }: { phoneNumber: string }) {
  const reply = useReplyToText();
  const [body, setBody] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'answer' | 'error'; text: string } | null>(null);
  const inputId = useId();

  const send = async (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setOutcome(null);
    try {
      const { reply: answer } = await reply.mutateAsync({ from: phoneNumber, body: trimmed });
      setOutcome({
        kind: 'answer',
        text: answer ? `FundPlay answered: ${answer}` : 'Reply received; FundPlay sent no answer.',
      });
      setBody('');
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, 'The reply could not be delivered.') });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(body);
  };

  return (
    <form onSubmit={onSubmit} aria-label={`Reply from ${phoneNumber}`} className="grid gap-2 border-t pt-3">
      <label htmlFor={inputId} className="text-sm font-semibold">
        Reply as {phoneNumber}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          placeholder="Type a reply"
          maxLength={1600}
          disabled={reply.isPending}
          className="min-w-0 flex-1 basis-40"
        />
        <Button type="submit" size="sm" variant="trust" className="h-11" disabled={reply.isPending || !body.trim()}>
          {reply.isPending ? <Spinner className="size-4" /> : <Reply aria-hidden="true" />}
          Reply
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {quickReplies.map((keyword) => (
          <Button
            key={keyword}
            size="sm"
            variant="outline"
            disabled={reply.isPending}
            aria-label={`Reply ${keyword}`}
            onClick={() => void send(keyword)}
          >
            {keyword}
          </Button>
        ))}
      </div>
      {outcome ? (
        <p
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={
            outcome.kind === 'error' ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'
          }
        >
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
