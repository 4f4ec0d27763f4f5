import { fundraiserMessages, type GroupDetail } from '@fundplay/contracts';
import { Save } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { useUpdateGroup } from '../api/update-group';
import { editGroupResolver, editGroupValuesOf, type EditGroupValues } from '../lib/edit-group-form';
import { groupGoalHint } from '../lib/group-goal-capacity';
import { showRequestError } from '../lib/request-errors';

interface EditGroupDialogProps {
  /** The group being edited, or null when the dialog is closed. */
  group: GroupDetail | null;
  /** What the fundraiser's goal leaves for this group after the other groups' goals. */
  capacityCents: number;
  onClose: () => void;
}

/** A group's name, goal (within the fundraiser's goal) and cause. */
export function EditGroupDialog({ group, capacityCents, onClose }: EditGroupDialogProps) {
  const update = useUpdateGroup();
  const groupId = group?._id ?? '';
  const resolver = useMemo(() => editGroupResolver(groupId, capacityCents), [groupId, capacityCents]);
  const form = useForm<EditGroupValues, unknown, Parameters<typeof update.mutateAsync>[0]>({
    resolver,
    defaultValues: { groupName: '', goalDollars: '', groupCause: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;

  useEffect(() => {
    if (group) reset(editGroupValuesOf(group));
  }, [group, reset]);

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const { message } = await update.mutateAsync(request);
      notify.success(message || fundraiserMessages.groupUpdated);
      onClose();
    } catch (error) {
      // spec §8 reuses the goal's message for the group's goal.
      showRequestError(
        error,
        { groupName: 'groupName', groupTarget: 'goalDollars', groupCause: 'groupCause' },
        form.setError,
        'Error updating fundraiser goal!',
      );
    }
  });

  return (
    <Dialog open={group !== null} onOpenChange={(next) => (next || isSubmitting ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit group</DialogTitle>
          <DialogDescription>Name, goal and cause of {group?.groupName}.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Edit group" className="grid gap-5">
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <FormField label="Group name" error={errors.groupName?.message}>
              <Input autoComplete="off" {...form.register('groupName')} />
            </FormField>
            <FormField
              label="Group goal in dollars"
              error={errors.goalDollars?.message}
              hint={groupGoalHint(capacityCents)}
            >
              <Input inputMode="numeric" autoComplete="off" {...form.register('goalDollars')} />
            </FormField>
            <FormField label="Group cause" error={errors.groupCause?.message}>
              <Input autoComplete="off" {...form.register('groupCause')} />
            </FormField>
          </fieldset>
          <DialogFormFooter submitLabel="Save group" submitIcon={Save} isSubmitting={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
