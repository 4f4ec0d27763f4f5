import { teamMemberInvitationSchema, type TeamMemberInvitationResult } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe, Mail, Send, UserPlus, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CopyField } from '@/components/copy-field';
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
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage, showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useGenerateTeamMemberInvitationLink } from '../api/generate-team-member-invitation-link';

/** The private-invitation branch of the contract's schema (the public one needs only the fundraiser). */
const privateInvitationSchema = teamMemberInvitationSchema.options[1];

type InvitationKind = 'private' | 'public';

interface InviteTeamMemberDialogProps {
  fundRaisingId: string;
  /** The participant's public team link for this fundraiser, when it already has one. */
  publicCode: string | null;
}

/**
 * "Invite team member" (spec §2's "Invite Teammember"): a private invitation for one person, or the participant's
 * public team link.
 */
export function InviteTeamMemberDialog({ fundRaisingId, publicCode }: InviteTeamMemberDialogProps) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<InvitationKind>('private');
  // A fresh form each time the dialog opens.
  const [session, setSession] = useState(0);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSession((count) => count + 1);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <UserPlus aria-hidden="true" />
          Invite team member
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>New team member</DialogTitle>
          <DialogDescription>Team members support you: they buy tokens, play and cheer you on.</DialogDescription>
        </DialogHeader>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">How to invite</legend>
          <KindOption kind="private" current={kind} onChange={setKind} icon={Mail} label="Private invitation" />
          <KindOption kind="public" current={kind} onChange={setKind} icon={Globe} label="Public team link" />
        </fieldset>
        {kind === 'private' ? (
          <PrivateInvitation key={session} fundRaisingId={fundRaisingId} />
        ) : (
          <PublicTeamLink key={session} fundRaisingId={fundRaisingId} publicCode={publicCode} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function KindOption({
  kind,
  current,
  onChange,
  icon: Icon,
  label,
}: {
  kind: InvitationKind;
  current: InvitationKind;
  onChange: (kind: InvitationKind) => void;
  icon: LucideIcon;
  label: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
      <input
        type="radio"
        name="team-invitation-kind"
        className="accent-primary"
        checked={current === kind}
        onChange={() => onChange(kind)}
      />
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {label}
    </label>
  );
}

function PrivateInvitation({ fundRaisingId }: { fundRaisingId: string }) {
  const invite = useGenerateTeamMemberInvitationLink();
  const [result, setResult] = useState<{ sent: TeamMemberInvitationResult; firstName: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(privateInvitationSchema),
    defaultValues: { isGeneral: false, fundRaisingId, firstName: '', lastName: '', email: '', phoneNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message, data } = await invite.mutateAsync(values);
      notify.success(message || 'Invite link has been sent successfully');
      setResult({ sent: data, firstName: values.firstName });
    } catch (error) {
      showSubmitError(
        error,
        ['firstName', 'lastName', 'email', 'phoneNumber'],
        form.setError,
        'Invite link could not be sent.',
      );
    }
  });

  if (result) {
    return (
      <div className="grid gap-4">
        <Alert role="status">
          <Send aria-hidden="true" />
          <span>
            We sent {result.firstName} the invitation.
            {result.sent.userExists
              ? ` ${result.firstName} already has a team member account: the invitation waits on their dashboard to accept.`
              : ' You can also share the link yourself.'}
          </span>
        </Alert>
        <CopyField label="Invitation link" value={result.sent.invitationlink} />
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            form.reset();
            setResult(null);
          }}
        >
          Invite someone else
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Private invitation" className="grid gap-4">
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} className="sm:col-span-2">
          <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField
          label="Phone number"
          hint="Optional. US numbers can skip the +1."
          error={errors.phoneNumber?.message}
          className="sm:col-span-2"
        >
          <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('phoneNumber')} />
        </FormField>
        <Button type="submit" className="sm:col-span-2 sm:justify-self-end">
          {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
          {isSubmitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </fieldset>
    </form>
  );
}

function PublicTeamLink({ fundRaisingId, publicCode }: { fundRaisingId: string; publicCode: string | null }) {
  const generate = useGenerateTeamMemberInvitationLink();
  const [link, setLink] = useState<string | null>(
    publicCode ? `${window.location.origin}${paths.teamMember.signup.href(publicCode)}` : null,
  );

  const onGenerate = async () => {
    try {
      const { data } = await generate.mutateAsync({ isGeneral: true, fundRaisingId });
      setLink(data.invitationlink);
    } catch (error) {
      notify.error(errorMessage(error, 'Error while generating invitation link!'));
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Anyone with your public team link can sign up as your team member for this fundraiser. Share it in a group chat
        or on social media.
      </p>
      {link ? (
        <CopyField label="Public team link" value={link} />
      ) : (
        <Button className="justify-self-start" onClick={() => void onGenerate()} disabled={generate.isPending}>
          {generate.isPending ? <Spinner /> : <Globe aria-hidden="true" />}
          Get my public team link
        </Button>
      )}
    </div>
  );
}
