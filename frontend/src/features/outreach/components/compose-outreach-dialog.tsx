import {
  outreachMessages,
  type OutreachChannel,
  type OutreachSendResult,
  type SendOutreachRequest,
} from '@fundplay/contracts';
import { Link2Off, Send, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { showServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { formatPhone } from '@/lib/format-phone';
import { issuesResolver } from '@/lib/forms/issues-resolver';
import { useSendOutreachMessages } from '../api/send-outreach-messages';
import { validateCompose, type ComposeValues } from '../lib/compose-form';
import {
  addressFor,
  audienceFor,
  mergeSkipped,
  type OutreachCandidate,
  type SkippedRecipient,
} from '../lib/outreach-candidate';
import type { OutreachSender } from '../lib/outreach-sender';
import { ChannelChoice, sendLabels } from './channel-choice';
import { MessagePreviewCard } from './message-preview-card';
import { NoteField } from './note-field';
import { SendResultStep } from './send-result-step';

interface ComposeOutreachDialogProps {
  /** The channel the dialog opens with, or null when it is closed. */
  channel: OutreachChannel | null;
  sender: OutreachSender;
  /** The people chosen on the page. */
  candidates: readonly OutreachCandidate[];
  onClose: () => void;
  /** After a send went through (the page may clear its selection). */
  onSent?: () => void;
}

/**
 * Send text / Send email (issue #11): the people chosen, a live preview of the FundPlay template with the sender's
 * optional note, then what happened to each message.
 */
export function ComposeOutreachDialog({ channel, onClose, ...props }: ComposeOutreachDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={channel !== null} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        {channel ? <ComposeFlow key={channel} initialChannel={channel} onBusy={setBusy} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface Sent {
  result: OutreachSendResult;
  skipped: SkippedRecipient[];
}

function ComposeFlow({
  initialChannel,
  sender,
  candidates,
  onSent,
  onBusy,
}: Omit<ComposeOutreachDialogProps, 'channel' | 'onClose'> & {
  initialChannel: OutreachChannel;
  onBusy: (busy: boolean) => void;
}) {
  const [sent, setSent] = useState<Sent | null>(null);

  if (sent) {
    return (
      <SendResultStep
        result={sent.result}
        skipped={sent.skipped}
        whereToFollow="Follow them in Messages on this page as they go out."
      />
    );
  }

  if (!sender.referralCode) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{sendLabels[initialChannel]}</DialogTitle>
          <DialogDescription>Every message carries your referral link, so gifts are credited to you.</DialogDescription>
        </DialogHeader>
        <Alert role="status" variant="warning">
          <Link2Off aria-hidden="true" />
          <div className="grid gap-3">
            <AlertTitle>{outreachMessages.noReferralCode}</AlertTitle>
            {sender.referralAction}
          </div>
        </Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }

  return (
    <ComposeForm
      initialChannel={initialChannel}
      sender={{ ...sender, referralCode: sender.referralCode }}
      candidates={candidates}
      onBusy={onBusy}
      onSent={(next) => {
        setSent(next);
        onSent?.();
      }}
    />
  );
}

function ComposeForm({
  initialChannel,
  sender,
  candidates,
  onBusy,
  onSent,
}: {
  initialChannel: OutreachChannel;
  sender: OutreachSender & { referralCode: string };
  candidates: readonly OutreachCandidate[];
  onBusy: (busy: boolean) => void;
  onSent: (sent: Sent) => void;
}) {
  const send = useSendOutreachMessages();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      issuesResolver((values: ComposeValues) =>
        validateCompose(values, {
          fundraiserId: sender.fundraiserId,
          reachable: audienceFor(candidates, values.channel).reachable,
        }),
      ),
    [sender.fundraiserId, candidates],
  );
  const form = useForm<ComposeValues, unknown, SendOutreachRequest>({
    resolver,
    defaultValues: { channel: initialChannel, note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [channel, note] = useWatch({ control: form.control, name: ['channel', 'note'] });
  const audience = audienceFor(candidates, channel);

  const onSubmit = form.handleSubmit(async (request) => {
    setFailure(null);
    onBusy(true);
    try {
      const result = await send.mutateAsync(request);
      onSent({ result, skipped: mergeSkipped(audience.skipped, result.skipped) });
    } catch (error) {
      const shown = showServerFieldErrors(error, ['note'], form.setError);
      const message = errorMessage(error, outreachMessages.sendFailed);
      if (!shown.includes(message)) setFailure(message);
    } finally {
      onBusy(false);
    }
  });

  const count = audience.reachable.length;
  const [firstRecipient] = audience.reachable;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{sendLabels[channel]}</DialogTitle>
        <DialogDescription>
          Each message names you and {sender.fundraiserName}, carries your referral link and a way to opt out.
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={sendLabels[channel]}
        className="grid gap-5"
      >
        <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5">
          <ChannelChoice register={form.register('channel')} value={channel} error={errors.channel?.message} />
          <section aria-label="Recipients" className="grid gap-2">
            <p className="flex items-center gap-1.5 text-sm font-semibold">
              <Users className="size-4" aria-hidden="true" />
              To {count} {count === 1 ? 'person' : 'people'}
            </p>
            {count > 0 ? (
              <ul className="grid max-h-40 gap-1 overflow-y-auto rounded-xl border p-2 text-sm">
                {audience.reachable.map((candidate) => (
                  <li key={`${candidate.kind}-${candidate.id}`} className="flex flex-wrap gap-x-2 px-1">
                    <span className="font-medium">{candidate.name}</span>
                    <span className="text-muted-foreground [overflow-wrap:anywhere]">
                      {channel === 'sms'
                        ? formatPhone(addressFor(candidate, channel) ?? '')
                        : addressFor(candidate, channel)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <Alert variant="warning">{outreachMessages.noRecipients}</Alert>
            )}
            {audience.skipped.length > 0 ? (
              <div className="grid gap-1 text-sm">
                <p className="font-semibold">Skipped</p>
                <ul aria-label="Skipped" className="grid gap-0.5 text-muted-foreground">
                  {audience.skipped.map((entry, index) => (
                    // Two contacts may share a name; the list never reorders while shown.
                    <li key={index}>
                      {entry.name} {entry.reason}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
          <NoteField
            register={form.register('note')}
            value={note}
            error={errors.note?.message}
            label="Personal note (optional)"
            placeholder="Add a few words of your own"
          />
          <MessagePreviewCard
            channel={channel}
            senderName={sender.senderName}
            fundraiserName={sender.fundraiserName}
            publicUrl={window.location.origin}
            referralCode={sender.referralCode}
            note={note}
            recipient={firstRecipient ? { name: firstRecipient.name, kind: firstRecipient.kind } : null}
          />
        </fieldset>
        {failure ? (
          <Alert role="alert" variant="error">
            {failure}
          </Alert>
        ) : null}
        <DialogFormFooter submitLabel="Send" submitIcon={Send} isSubmitting={isSubmitting} disabled={count === 0} />
      </form>
    </>
  );
}
