import { fundraiserMessages, type FundraiserDetail } from '@fundplay/contracts';
import { Target } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format-money';
import { notify } from '@/lib/toast';
import { useUpdateFundraiser } from '../api/update-fundraiser';
import { centsToDollarsText } from '../lib/dollars';
import { goalResolver, type GoalFormValues } from '../lib/goal-form';
import { showRequestError } from '../lib/request-errors';

interface CommonProps {
  /** The current goal in cents (0 when not set yet). */
  currentGoalCents: number;
  /** The goals of the fundraiser's groups, shown and enforced: the goal is at least their sum. */
  groups: readonly { _id: string; groupName: string; groupTarget: number }[];
  secondaryAction?: ReactNode;
  submitLabel?: string;
}

/** The goal of an existing fundraiser, saved when submitted. */
interface SaveGoalProps extends CommonProps {
  fundraiserId: string;
  onSaved: (fundraiser: FundraiserDetail) => void;
}

/** The goal of a fundraiser not created yet (the wizard): checked and handed back. */
interface ChooseGoalProps extends CommonProps {
  fundraiserId?: undefined;
  onChosen: (goalCents: number) => void;
  /** The server's message about this goal, shown under the input. */
  serverError?: string;
}

/** The fundraiser's goal in dollars: at least $10 and at least the sum of its groups' goals (spec §5). */
export function GoalForm(props: SaveGoalProps | ChooseGoalProps) {
  const { currentGoalCents, groups, secondaryAction, submitLabel = 'Save goal' } = props;
  const update = useUpdateFundraiser();
  const groupGoalsCents = groups.reduce((sum, group) => sum + group.groupTarget, 0);
  const resolver = useMemo(() => goalResolver(groupGoalsCents), [groupGoalsCents]);
  const form = useForm<GoalFormValues, unknown, { fundRaisingGoal: number }>({
    resolver,
    defaultValues: { goalDollars: currentGoalCents > 0 ? centsToDollarsText(currentGoalCents) : '' },
  });
  const { errors, isSubmitting } = form.formState;
  const serverError = props.fundraiserId === undefined ? props.serverError : undefined;
  useEffect(() => {
    if (serverError) form.setError('goalDollars', { type: 'server', message: serverError });
  }, [serverError, form]);

  const onSubmit = form.handleSubmit(async ({ fundRaisingGoal }) => {
    if (props.fundraiserId === undefined) {
      props.onChosen(fundRaisingGoal);
      return;
    }
    try {
      const { message, data } = await update.mutateAsync({ fundRaisingId: props.fundraiserId, fundRaisingGoal });
      notify.success(message || fundraiserMessages.updated);
      props.onSaved(data);
    } catch (error) {
      showRequestError(error, { fundRaisingGoal: 'goalDollars' }, form.setError, 'Error updating fundraiser goal!');
    }
  });

  const withGoals = groups.filter((group) => group.groupTarget > 0);
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Fundraiser goal" className="grid gap-5">
      {groups.length > 0 ? (
        <div className="grid gap-2 rounded-xl border bg-muted/40 p-4 text-sm">
          <p className="font-semibold">Group goals</p>
          {withGoals.length > 0 ? (
            <ul className="grid gap-1">
              {withGoals.map((group) => (
                <li key={group._id} className="flex justify-between gap-3">
                  <span>{group.groupName}</span>
                  <span className="font-medium">{formatMoney(group.groupTarget)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">No group has a goal of its own.</p>
          )}
          <p className="flex justify-between gap-3 border-t pt-2 font-semibold">
            <span>Sum of group goals</span>
            <span>{formatMoney(groupGoalsCents)}</span>
          </p>
        </div>
      ) : null}
      <FormField
        label="Fundraiser goal in dollars"
        error={errors.goalDollars?.message}
        hint={
          groupGoalsCents > 1000
            ? `At least ${formatMoney(groupGoalsCents)}, the sum of the group goals.`
            : 'At least $10, in whole dollars.'
        }
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="5000"
          disabled={isSubmitting}
          {...form.register('goalDollars')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" variant="trust" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : <Target aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
