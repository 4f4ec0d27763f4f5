import { outreachMessages, type AdminSendOutreachRequest, type OutreachSendResult } from '@fundplay/contracts';
import { Megaphone, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
import { useOutreachAudience } from '../api/get-outreach-audience';
import { validateAdminCompose, type AdminComposeValues } from '../lib/compose-form';
import { AudienceMemberChoice, type AudienceNouns } from './audience-member-choice';
import { ChannelChoice } from './channel-choice';
import { NoteField } from './note-field';
import { SendResultStep } from './send-result-step';

interface AdminMessageDialogProps {
  fundraiserId: string;
}

type Audience = AdminComposeValues['audience'];

const audienceLabels: Record<Audience, string> = {
  participants: 'Participants',
  teamMembers: 'Team members',
};

const audienceNouns: Record<Audience, AudienceNouns> = {
  participants: { one: 'participant', many: 'participants' },
  teamMembers: { one: 'team member', many: 'team members' },
};

const nobodyChosen = (): Record<Audience, ReadonlySet<string>> => ({ participants: new Set(), teamMembers: new Set() });

/**
 * "Message participants / team members" (issue #11): an administrator with `sendEmailAndTexts` writes to the
 * fundraiser's participants or its team members, all of them or the ones chosen by name, never to anyone's contacts.
 * The same limits hold: the result says who was held back and why.
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

function AdminMessageFlow({ fundraiserId, onBusy }: AdminMessageDialogProps & { onBusy: (busy: boolean) => void }) {
  const send = useAdminSendOutreachMessages();
  const members = useOutreachAudience(fundraiserId);
  const [result, setResult] = useState<OutreachSendResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Who is checked, per audience: switching between them keeps each choice.
  const [chosen, setChosen] = useState(nobodyChosen);
  const resolver = useMemo(
    () =>
      issuesResolver((values: AdminComposeValues) =>
        validateAdminCompose(values, { fundraiserId, accountIds: [...chosen[values.audience]] }),
      ),
    [fundraiserId, chosen],
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
      const next = new Set(current[audience]);
      if (checked) next.add(id);
      else next.delete(id);
      return { ...current, [audience]: next };
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

  const nouns = audienceNouns[audience];
  const count = chosen[audience].size;
  const whom =
    count === 0 ? `every ${nouns.one} of this fundraiser` : `${count} chosen ${count === 1 ? nouns.one : nouns.many}`;
  // Nobody to send to: the list came back empty for this audience.
  const nobody = members.data?.[audience].length === 0;

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
          <QueryState
            query={members}
            loadingLabel="Loading participants and team members"
            errorTitle="They could not be listed to choose from; you can still message all of them."
            skeletonClassName="h-8 rounded-md"
          >
            {(listed) => (
              <AudienceMemberChoice
                key={audience}
                nouns={nouns}
                members={listed[audience]}
                chosen={chosen[audience]}
                onToggle={toggle}
              />
            )}
          </QueryState>
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
        <DialogFormFooter submitLabel="Send" submitIcon={Send} isSubmitting={isSubmitting} disabled={nobody} />
      </form>
    </>
  );
}
