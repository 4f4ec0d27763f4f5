import { fundraiserMessages, type FundraiserDetail } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { HeartHandshake } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateFundraiser } from '../api/update-fundraiser';
import { causeSchema } from '../lib/goal-form';

interface CommonProps {
  currentCause: string;
  secondaryAction?: ReactNode;
  submitLabel?: string;
}

/** The cause of an existing fundraiser, saved when submitted. */
interface SaveCauseProps extends CommonProps {
  fundraiserId: string;
  onSaved: (fundraiser: FundraiserDetail) => void;
}

/** The cause of a fundraiser not created yet (the wizard): checked and handed back. */
interface ChooseCauseProps extends CommonProps {
  fundraiserId?: undefined;
  onChosen: (cause: string) => void;
  /** The server's message about this cause, shown under the input. */
  serverError?: string;
}

/** What the money is for, 2–100 characters (spec §5). */
export function CauseForm(props: SaveCauseProps | ChooseCauseProps) {
  const { currentCause, secondaryAction, submitLabel = 'Save cause' } = props;
  const update = useUpdateFundraiser();
  const form = useForm({ resolver: zodResolver(causeSchema), defaultValues: { fundRaisingCause: currentCause } });
  const { errors, isSubmitting } = form.formState;
  const serverError = props.fundraiserId === undefined ? props.serverError : undefined;
  useEffect(() => {
    if (serverError) form.setError('fundRaisingCause', { type: 'server', message: serverError });
  }, [serverError, form]);

  const onSubmit = form.handleSubmit(async ({ fundRaisingCause }) => {
    if (props.fundraiserId === undefined) {
      props.onChosen(fundRaisingCause);
      return;
    }
    try {
      const { message, data } = await update.mutateAsync({ fundRaisingId: props.fundraiserId, fundRaisingCause });
      notify.success(message || fundraiserMessages.updated);
      props.onSaved(data);
    } catch (error) {
      // spec §8 reuses the goal's message for the cause.
      showSubmitError(error, ['fundRaisingCause'], form.setError, 'Error updating fundraiser goal!');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Fundraiser cause" className="grid gap-5">
      <FormField
        label="Cause"
        error={errors.fundRaisingCause?.message}
        hint="What the money is for, e.g. “New uniforms for the soccer team”."
      >
        <Textarea
          rows={3}
          maxLength={100}
          className="min-h-24"
          disabled={isSubmitting}
          {...form.register('fundRaisingCause')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" variant="trust" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : <HeartHandshake aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
