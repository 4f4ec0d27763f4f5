import { outreachMessages, type AdminSendOutreachRequest, type OutreachSendResult } from '@fundplay/contracts';
import { Megaphone, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { errorMessage, showServerFieldErrors } from '@/lib/form-errors';
import { issuesResolver } from '@/lib/forms/issues-resolver';
import { cn } from '@/lib/cn';
import { useAdminSendOutreachMessages } from '../api/admin-send-outreach-messages';
import { validateAdminCompose, type AdminComposeValues } from '../lib/compose-form';
import { ChannelChoice } from './channel-choice';
import { NoteField } from './note-field';
import { SendResultStep } from './send-result-step';

/** A member of the fundraiser the page lists, whom an administrator may choose to message. */
export interface MessageableMember {
  /** The member's account id. */
  id: string;
  name: string;
}

interface AdminMessageDialogProps {
  fundraiserId: string;
  /** The fundraiser's participants, as the page lists them. */
  participants: readonly MessageableMember[];
}

const audienceLabels: Record<AdminComposeValues['audience'], string> = {
  participants: 'Participants',
  teamMembers: 'Team members',
};

/**
 * "Message participants / team members" (issue #11): an administrator with `sendEmailAndTexts` writes to the
 * fundraiser's participants (all, or the ones chosen) or all its team members, never to anyone's contacts. The
 * same limits hold: the result says who was held back and why.
 */
export function AdminMessageDialog(props: AdminMessageDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // A fresh form each time the dialog opens.
  const [round, setRound] = useState(0);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) setRound((current) => current + 1);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        {/* The long label wraps on a phone rather than widen the page. */}
        <Button
          size="sm"
          variant="trust"
          className="h-auto min-h-9 min-w-0 shrink py-1.5 whitespace-normal sm:shrink-0 sm:whitespace-nowrap"
        >
          <Megaphone aria-hidden="true" />
          Message participants / team members
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <AdminMessageFlow key={round} {...props} onBusy={setBusy} />
      </DialogContent>
    </Dialog>
  );
}

function AdminMessageFlow({
  fundraiserId,
  participants,
  onBusy,
}: AdminMessageDialogProps & { onBusy: (busy: boolean) => void }) {
  const send = useAdminSendOutreachMessages();
  const [result, setResult] = useState<OutreachSendResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const chosenIds = useMemo(() => [...chosen], [chosen]);
  const resolver = useMemo(
    () =>
      issuesResolver((values: AdminComposeValues) =>
        // Team members are not listed on the page: that audience always means all of them.
        validateAdminCompose(values, {
          fundraiserId,
          accountIds: values.audience === 'participants' ? chosenIds : [],
        }),
      ),
    [fundraiserId, chosenIds],
  );
  const form = useForm<AdminComposeValues, unknown, AdminSendOutreachRequest>({
    resolver,
    defaultValues: { channel: 'email', audience: 'participants', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [channel, audience, note] = useWatch({ control: form.control, name: ['channel', 'audience', 'note'] });

  if (result) {
    return (
      <SendResultStep
        result={result}
        skipped={result.skipped}
        whereToFollow="The report below follows them as they go out."
      />
    );
  }

  const toggle = (id: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const onSubmit = form.handleSubmit(async (request) => {
    setFailure(null);
    onBusy(true);
    try {
      setResult(await send.mutateAsync(request));
    } catch (error) {
      const shown = showServerFieldErrors(error, ['note', 'channel', 'audience'], form.setError);
      const message = errorMessage(error, outreachMessages.sendFailed);
      if (!shown.includes(message)) setFailure(message);
    } finally {
      onBusy(false);
    }
  });

  const whom =
    audience === 'teamMembers'
      ? 'every team member of this fundraiser'
      : chosen.size === 0
        ? 'every participant of this fundraiser'
        : `${chosen.size} chosen ${chosen.size === 1 ? 'participant' : 'participants'}`;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Message participants / team members</DialogTitle>
        <DialogDescription>
          Your message goes to {whom}, with your name and a way to opt out. Contacts of participants are never messaged.
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Message participants / team members"
        className="grid gap-5"
      >
        <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5">
          <ChannelChoice register={form.register('channel')} value={channel} error={errors.channel?.message} />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold">To</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['participants', 'teamMembers'] as const).map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex h-11 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    audience === option
                      ? 'border-trust bg-trust-soft text-trust'
                      : 'border-input bg-card hover:bg-accent',
                  )}
                >
                  <input type="radio" value={option} className="sr-only" {...form.register('audience')} />
                  {audienceLabels[option]}
                </label>
              ))}
            </div>
            {errors.audience?.message ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.audience.message}
              </p>
            ) : null}
          </fieldset>
          {audience === 'participants' && participants.length > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold">Only some participants (optional)</legend>
              <p className="text-sm text-muted-foreground">Choose none to message them all.</p>
              <ul className="grid max-h-44 gap-1 overflow-y-auto rounded-xl border p-2">
                {participants.map((member) => (
                  <li key={member.id}>
                    <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm hover:bg-accent">
                      <Checkbox
                        checked={chosen.has(member.id)}
                        onChange={(event) => toggle(member.id, event.target.checked)}
                      />
                      {member.name}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <NoteField
            register={form.register('note')}
            value={note}
            error={errors.note?.message}
            label="Message"
            placeholder="What would you like to tell them?"
          />
        </fieldset>
        {failure ? (
          <Alert role="alert" variant="error">
            {failure}
          </Alert>
        ) : null}
        <DialogFormFooter submitLabel="Send" submitIcon={Send} isSubmitting={isSubmitting} />
      </form>
    </>
  );
}
