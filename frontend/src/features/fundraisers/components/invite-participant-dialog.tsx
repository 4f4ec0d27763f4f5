import { fundraiserMessages, participantInvitationSchema, type GroupDetail } from '@fundplay/contracts';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CopyField } from '@/components/copy-field';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useGenerateParticipantInvitationLink } from '../api/generate-participant-invitation-link';
import { contractResolver } from '../lib/contract-resolver';

interface InviteParticipantValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Empty for no group yet. */
  groupId: string;
}

const emptyInvitation: InviteParticipantValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  groupId: '',
};

interface InviteParticipantDialogProps {
  fundraiserId: string;
  groups: readonly GroupDetail[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** spec §2 "New Participant": a private invitation, emailed (and texted) by the server; the link shows for copying. */
export function InviteParticipantDialog({ fundraiserId, groups, open, onOpenChange }: InviteParticipantDialogProps) {
  const generate = useGenerateParticipantInvitationLink();
  const [link, setLink] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      contractResolver(participantInvitationSchema, ({ groupId, ...person }: InviteParticipantValues) => ({
        ...person,
        fundRaisingId: fundraiserId,
        ...(groupId ? { groupId } : {}),
      })),
    [fundraiserId],
  );
  const form = useForm({ resolver, defaultValues: emptyInvitation });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const { message, data } = await generate.mutateAsync(request);
      notify.success(message || fundraiserMessages.inviteSent);
      setLink(data.invitationLink);
      form.reset(emptyInvitation);
    } catch (error) {
      showSubmitError(
        error,
        ['firstName', 'lastName', 'email', 'phoneNumber', 'groupId'],
        form.setError,
        'Invite link could not be sent.',
      );
    }
  });

  const onOpen = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) {
      setLink(null);
      form.reset(emptyInvitation);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpen}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Invite participant</DialogTitle>
          <DialogDescription>
            They receive the invitation by email (and by text when you add a phone number). It works once, for that
            email, for 7 days.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label="Invite participant"
          className="grid gap-5"
        >
          <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={errors.firstName?.message}>
              <Input autoComplete="off" {...form.register('firstName')} />
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="off" {...form.register('lastName')} />
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
            </FormField>
            <FormField label="Phone (optional)" error={errors.phoneNumber?.message}>
              <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('phoneNumber')} />
            </FormField>
            <FormField label="Group (optional)" error={errors.groupId?.message} className="sm:col-span-2">
              <NativeSelect {...form.register('groupId')}>
                <option value="">No group yet</option>
                {groups.map((group) => (
                  <option key={group._id} value={group._id}>
                    {group.groupName}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </fieldset>
          {link ? <CopyField label="Invitation link" value={link} /> : null}
          <DialogFormFooter
            submitLabel="Send invitation"
            submitIcon={Send}
            isSubmitting={isSubmitting}
            cancelLabel={link ? 'Done' : 'Cancel'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
