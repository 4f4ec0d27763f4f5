import { campaignLimits, moneyMessages, type GroupDetail, type ParticipantRow } from '@fundplay/contracts';
import { HandCoins, UsersRound } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { EmptyState } from '@/components/empty-state';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/toast';
import { useAddManualDonation } from '../api/add-manual-donation';
import {
  defaultTargetOf,
  fundraiserTarget,
  manualFundsResolver,
  type ManualFundsValues,
} from '../lib/manual-funds-form';
import { showRequestError } from '../lib/request-errors';

interface ManualFundsDialogProps {
  fundraiserId: string;
  fundraiserName: string;
  groups: readonly GroupDetail[];
  participants: readonly ParticipantRow[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const emptyValues: ManualFundsValues = {
  participantId: '',
  target: fundraiserTarget,
  amountDollars: '',
  comments: '',
  label: '',
};

/**
 * spec §2 modal 'add funds manually': money given outside the card flow (cash, a cheque), credited to a participant
 * and to the fundraiser or one of its groups, in whole dollars.
 */
export function ManualFundsDialog({
  fundraiserId,
  fundraiserName,
  groups,
  participants,
  open,
  onOpenChange,
}: ManualFundsDialogProps) {
  const add = useAddManualDonation(fundraiserId);
  const resolver = useMemo(() => manualFundsResolver(fundraiserId), [fundraiserId]);
  const form = useForm({ resolver, defaultValues: emptyValues });
  const { errors, isSubmitting } = form.formState;
  const groupName = new Map(groups.map((group) => [group._id, group.groupName]));

  const close = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) form.reset(emptyValues);
    onOpenChange(next);
  };

  const participantField = form.register('participantId', {
    // The participant's group is where their funds usually go.
    onChange: (event: { target: { value: string } }) => {
      const chosen = participants.find((participant) => participant._id === event.target.value);
      form.setValue('target', defaultTargetOf(chosen));
    },
  });

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const { message } = await add.mutateAsync(request);
      notify.success(message || moneyMessages.fundsAdded);
      form.reset(emptyValues);
      onOpenChange(false);
    } catch (error) {
      showRequestError(
        error,
        {
          amount: 'amountDollars',
          comments: 'comments',
          label: 'label',
          participantId: 'participantId',
          fundRaiserId: 'target',
          groupId: 'target',
        },
        form.setError,
        moneyMessages.fundsError,
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add funds manually</DialogTitle>
          <DialogDescription>
            Money given outside card payments, such as cash or a cheque, credited to a participant.
          </DialogDescription>
        </DialogHeader>
        {participants.length === 0 ? (
          <EmptyState
            icon={UsersRound}
            title="No participants yet"
            description="Manual funds are credited to a participant. Invite or approve participants first."
          />
        ) : (
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-label="Add funds manually"
            className="grid gap-5"
          >
            <fieldset disabled={isSubmitting} className="grid gap-4">
              <FormField label="Participant" error={errors.participantId?.message}>
                <NativeSelect {...participantField}>
                  <option value="">Select a participant</option>
                  {participants.map((participant) => (
                    <option key={participant._id} value={participant._id}>
                      {participant.fullName || `${participant.firstName} ${participant.lastName}`}
                      {participant.groupId ? ` (${groupName.get(participant.groupId) ?? 'group'})` : ''}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                label="Credited to"
                error={errors.target?.message}
                hint="The participant's group, or the fundraiser as a whole."
              >
                <NativeSelect {...form.register('target')}>
                  <option value={fundraiserTarget}>{fundraiserName} (no group)</option>
                  {groups.map((group) => (
                    <option key={group._id} value={group._id}>
                      {group.groupName}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Amount in dollars" error={errors.amountDollars?.message} hint="Whole dollars.">
                <Input inputMode="numeric" autoComplete="off" placeholder="50" {...form.register('amountDollars')} />
              </FormField>
              <FormField
                label="Label on the supporters wall (optional)"
                error={errors.label?.message}
                hint={`Up to ${campaignLimits.manualLabelMax} characters; without one the wall shows “Offline gift”.`}
              >
                <Input autoComplete="off" placeholder="Bake sale" {...form.register('label')} />
              </FormField>
              <FormField label="Comments (optional)" error={errors.comments?.message}>
                <Textarea className="min-h-20" {...form.register('comments')} />
              </FormField>
            </fieldset>
            <DialogFormFooter submitLabel="Add funds" submitIcon={HandCoins} isSubmitting={isSubmitting} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
