import { fundraiserLimits, fundraiserMessages, type GroupDetail } from '@fundplay/contracts';
import { Plus, Trash2, UsersRound } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateGroups } from '../api/create-groups';
import { groupGoalHint } from '../lib/group-goal-capacity';
import {
  draftGoalCents,
  emptyGroupDraft,
  groupDraftsResolver,
  groupFormField,
  newGroupDraftsResolver,
  type GroupDraftValues,
  type GroupDraftsFormValues,
} from '../lib/group-drafts-form';

interface CommonProps {
  /** How many empty group forms to show first (spec §2: at least 2 in the wizard). */
  initialCount?: number;
  /** What the fundraiser's goal leaves for new groups' goals; unknown while the fundraiser has no goal yet. */
  capacityCents?: number;
  /** Beside the submit button: Skip in the wizard, Cancel in a dialog. */
  secondaryAction?: ReactNode;
}

/** Groups of an existing fundraiser, created when submitted. */
interface CreateGroupsProps extends CommonProps {
  fundraiserId: string;
  onCreated: (groups: GroupDetail[]) => void;
}

/** Groups of a fundraiser not created yet (the wizard): checked and handed back as typed. */
interface DraftGroupsProps extends CommonProps {
  fundraiserId?: undefined;
  initialDrafts?: GroupDraftValues[];
  onDrafted: (drafts: GroupDraftValues[]) => void;
  /** Messages the server gave for these drafts (`groups.1.groupName`), shown under their inputs. */
  serverErrors?: Record<string, string>;
  submitLabel: string;
}

type GroupDraftsFormProps = CreateGroupsProps | DraftGroupsProps;

/** What either schema hands over once valid: the groups as the request carries them. */
interface ValidGroups {
  groups: { groupName: string; groupTarget: number; groupCause?: string | undefined }[];
}

/** One or more new groups: name (unique, 2–100), an optional goal in dollars and an optional cause. */
export function GroupDraftsForm(props: GroupDraftsFormProps) {
  const { initialCount = 2, capacityCents, secondaryAction } = props;
  const { fundraiserId } = props;
  const create = useCreateGroups();
  const resolver = useMemo<Resolver<GroupDraftsFormValues, unknown, ValidGroups>>(
    () =>
      fundraiserId === undefined
        ? newGroupDraftsResolver(capacityCents)
        : groupDraftsResolver(fundraiserId, capacityCents),
    [fundraiserId, capacityCents],
  );
  const initialDrafts = props.fundraiserId === undefined ? props.initialDrafts : undefined;
  const form = useForm({
    resolver,
    defaultValues: {
      groups:
        initialDrafts && initialDrafts.length > 0
          ? initialDrafts
          : Array.from({ length: initialCount }, () => ({ ...emptyGroupDraft })),
    },
  });
  const serverErrors = props.fundraiserId === undefined ? props.serverErrors : undefined;
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      form.setError(groupFormField(field) as FieldPath<GroupDraftsFormValues>, { type: 'server', message });
    }
  }, [serverErrors, form]);
  const drafts = useFieldArray({ control: form.control, name: 'groups' });
  const { errors, isSubmitting } = form.formState;
  const watched = useWatch({ control: form.control, name: 'groups' });
  // Rules about the list as a whole (e.g. "Add at least one group").
  const listError = errors.groups?.root?.message ?? errors.groups?.message;

  const remainingBefore = (index: number) => {
    if (capacityCents === undefined) return undefined;
    const taken = watched.slice(0, index).reduce((sum, draft) => sum + (draftGoalCents(draft) || 0), 0);
    return Math.max(0, capacityCents - taken);
  };

  const onSubmit = form.handleSubmit(async ({ groups }) => {
    if (props.fundraiserId === undefined) {
      props.onDrafted(form.getValues('groups'));
      return;
    }
    try {
      const request = { groups: groups.map((group) => ({ ...group, fundRaisingId: props.fundraiserId })) };
      const { message, data } = await create.mutateAsync(request);
      notify.success(message || fundraiserMessages.groupCreated);
      props.onCreated(data);
    } catch (error) {
      const fields = watched.flatMap((_draft, index) => [
        `groups.${index}.groupName` as const,
        `groups.${index}.groupCause` as const,
      ]);
      showSubmitError<GroupDraftsFormValues>(error, fields, form.setError, 'Error creating groups!');
    }
  });
  const submitLabel =
    props.fundraiserId === undefined
      ? props.submitLabel
      : drafts.fields.length === 1
        ? 'Create group'
        : 'Create groups';

  return (
    <form noValidate onSubmit={onSubmit} aria-label="New groups" className="grid gap-5">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <legend className="sr-only">Groups</legend>
        {drafts.fields.map((field, index) => {
          const remaining = remainingBefore(index);
          const draftErrors = errors.groups?.[index];
          return (
            <div
              key={field.id}
              role="group"
              aria-label={`Group ${index + 1}`}
              className="grid gap-4 rounded-xl border p-4"
            >
              <div className="flex items-center justify-between gap-3">
                <p className="flex items-center gap-2 font-semibold">
                  <UsersRound className="size-4 text-primary" aria-hidden="true" />
                  Group {index + 1}
                </p>
                {drafts.fields.length > 1 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove group ${index + 1}`}
                    onClick={() => drafts.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                ) : null}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Group name" error={draftErrors?.groupName?.message}>
                  <Input autoComplete="off" {...form.register(`groups.${index}.groupName`)} />
                </FormField>
                <FormField
                  label="Group goal in dollars (optional)"
                  error={draftErrors?.goalDollars?.message}
                  hint={remaining === undefined ? undefined : groupGoalHint(remaining)}
                >
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="0"
                    {...form.register(`groups.${index}.goalDollars`)}
                  />
                </FormField>
              </div>
              <FormField label="Group cause (optional)" error={draftErrors?.groupCause?.message}>
                <Input autoComplete="off" {...form.register(`groups.${index}.groupCause`)} />
              </FormField>
            </div>
          );
        })}
        {listError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {listError}
          </p>
        ) : null}
        {drafts.fields.length < fundraiserLimits.maxGroupsPerRequest ? (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => drafts.append({ ...emptyGroupDraft })}
          >
            <Plus aria-hidden="true" />
            Add another group
          </Button>
        ) : null}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" variant="trust" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : <UsersRound aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
