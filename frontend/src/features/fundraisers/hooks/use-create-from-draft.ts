import { fundraiserMessages, moneyMessages, type FundraiserDetail } from '@fundplay/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateFundraiser } from '../api/create-fundraiser';
import { toCreateRequest, type FundraiserDraft } from '../lib/fundraiser-draft';
import { scheduleField, type FundraiserInfoFormValues } from '../lib/fundraiser-info-form';
import type { WizardStepId } from '../components/wizard-stepper';

const infoRequestFields = [
  'fundRaisingName',
  'address',
  'city',
  'state',
  'zip',
  'fundRaisingTaxId',
  'fundRaisingRoutingNumber',
  'fundRaisingAccountNumber',
  'fundRaisingStartTime',
  'fundRaisingEndTime',
  'timeZone',
  'termsAccepted',
  'privacyAccepted',
  'authorizedAccepted',
] as const;

/** Where a refused creation points: the step to fix and what to show there. */
interface Refusal {
  groups?: Record<string, string>;
  goal?: string;
  cause?: string;
}

function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).flatMap(([field, [message]]) => (message ? [[field, message]] : [])),
  );
}

interface CreateFromDraftOptions {
  draft: FundraiserDraft;
  /** Forgets the draft once the fundraiser exists. */
  discard: () => void;
  goTo: (step: WizardStepId) => void;
  infoForm: UseFormReturn<FundraiserInfoFormValues, unknown, unknown>;
}

/**
 * The wizard's last step: creates the fundraiser and everything drafted with it in one request. A refusal sends the
 * administrator back to the step that can fix it, with the server's words there (`refusal`) or on the info form.
 */
export function useCreateFromDraft({ draft, discard, goTo, infoForm }: CreateFromDraftOptions) {
  const create = useCreateFundraiser();
  const [fundraiser, setFundraiser] = useState<FundraiserDetail | null>(null);
  const [refusal, setRefusal] = useState<Refusal>({});

  const onCreate = async () => {
    try {
      const { message, data } = await create.mutateAsync(toCreateRequest(draft));
      notify.success(message || fundraiserMessages.created);
      discard();
      setFundraiser(data);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const message = errorMessage(error, 'Fundraiser could not be created');
      const shown = showServerFieldErrors<Record<string, unknown>>(error, infoRequestFields, (field, fieldError) =>
        infoForm.setError(scheduleField(field) as keyof FundraiserInfoFormValues, fieldError),
      );
      const groups = Object.fromEntries(Object.entries(fields).filter(([field]) => field.startsWith('groups.')));
      if (shown.length > 0) goTo('info');
      else if (Object.keys(groups).length > 0) {
        setRefusal({ groups });
        goTo('groups');
      } else if (fields.fundRaisingGoal) {
        setRefusal({ goal: fields.fundRaisingGoal });
        goTo('goal');
      } else if (fields.fundRaisingCause) {
        setRefusal({ cause: fields.fundRaisingCause });
        goTo('cause');
      } else if (
        fields.fundRaisingStripe ||
        message === moneyMessages.accountNotFound ||
        message === moneyMessages.accountNotVerified
      ) {
        goTo('payment');
      }
      if (!shown.includes(message) && !Object.values(fields).includes(message)) notify.error(message);
    }
  };

  return { fundraiser, refusal, clearRefusal: () => setRefusal({}), creating: create.isPending, onCreate };
}
