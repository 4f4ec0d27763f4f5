import { fundraiserMessages, moneyMessages, type FundraiserDetail } from '@fundplay/contracts';
import { ArrowLeft, ArrowRight, CircleCheck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateFundraiser } from '../api/create-fundraiser';
import { useFundraiserDraft } from '../hooks/use-fundraiser-draft';
import { toCreateRequest } from '../lib/fundraiser-draft';
import { fundraiserInfoResolver, scheduleField, type FundraiserInfoFormValues } from '../lib/fundraiser-info-form';
import type { PayoutAccountPickerComponent } from '../lib/payout-account-picker';
import { CauseForm } from './cause-form';
import { FundraiserInfoFields } from './fundraiser-info-fields';
import { GoalForm } from './goal-form';
import { GroupDraftsForm } from './group-drafts-form';
import { draftGoalCents } from '../lib/group-drafts-form';
import { SimilarFundraisersStep } from './similar-fundraisers-step';
import { StepCard } from './wizard-step-card';
import { WizardPaymentStep } from './wizard-payment-step';
import { WizardReviewStep } from './wizard-review-step';
import { WizardStepper, type WizardStepId } from './wizard-stepper';

/** spec §9: the new fundraiser's dashboard opens 3 s after the last step. */
export const wizardRedirectDelayMs = 3000;

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

/** The search parameter the provider's onboarding returns with: the account just onboarded. */
export const onboardedAccountParam = 'payoutAccount';

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

interface CreateFundraiserWizardProps {
  redirectDelayMs?: number;
  /** The payout-account picker, composed by the page from the payouts feature: the payment account step uses it. */
  payoutAccountPicker?: PayoutAccountPickerComponent;
  /** Whose draft this is: the answers are kept in the browser under this administrator until the fundraiser exists. */
  draftOwnerId?: string;
}

/**
 * spec §2 wizard: information → similar names (back to information possible) → groups (skippable) → goal → cause →
 * payment account (skippable) → review, which creates everything in one request → the fundraiser's dashboard after
 * 3 s. Nothing exists before the last step: a fundraiser starting today has started once created, and groups, goal
 * and cause change only before the start. The goal and cause are required (spec §2 skips only groups and the
 * account): a fundraiser starting today could never get them later.
 */
export function CreateFundraiserWizard({
  redirectDelayMs = wizardRedirectDelayMs,
  payoutAccountPicker: PayoutAccountPicker,
  draftOwnerId,
}: CreateFundraiserWizardProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { draft, update, discard } = useFundraiserDraft(draftOwnerId, search.get(onboardedAccountParam));
  const [fundraiser, setFundraiser] = useState<FundraiserDetail | null>(null);
  const [refusal, setRefusal] = useState<Refusal>({});
  const step: WizardStepId | 'done' = fundraiser ? 'done' : draft.step;
  const goTo = (next: WizardStepId) => update({ step: next });
  const create = useCreateFundraiser();
  const infoForm = useForm<FundraiserInfoFormValues, unknown, unknown>({
    resolver: fundraiserInfoResolver,
    defaultValues: draft.info,
  });

  useEffect(() => {
    if (search.has(onboardedAccountParam)) setSearch({}, { replace: true });
  }, [search, setSearch]);

  // What is typed is kept as it is typed, so leaving the page mid-step loses nothing.
  const typedInfo = useWatch({ control: infoForm.control });
  useEffect(() => update({ info: infoForm.getValues() }), [typedInfo, infoForm, update]);

  useEffect(() => {
    if (step !== 'done' || !fundraiser) return;
    const timer = window.setTimeout(
      () => void navigate(paths.admin.fundraiser.href(fundraiser._id), { replace: true }),
      redirectDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [step, fundraiser, navigate, redirectDelayMs]);

  const onInfoSubmit = infoForm.handleSubmit(() => update({ info: infoForm.getValues(), step: 'similar' }));

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

  const groupGoals = draft.groups.map((group, index) => ({
    _id: String(index),
    groupName: group.groupName,
    groupTarget: draftGoalCents(group) || 0,
  }));
  const back = (to: WizardStepId, label: string) => (
    <Button variant="outline" onClick={() => goTo(to)}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );

  let content: ReactNode;
  switch (step) {
    case 'info':
      content = (
        <StepCard
          title="Fundraiser information"
          description="Your organization, where payouts go, and when and where the fundraiser runs."
        >
          <form
            noValidate
            onSubmit={(event) => void onInfoSubmit(event)}
            aria-label="Fundraiser information"
            className="grid gap-6"
          >
            <FundraiserInfoFields form={infoForm} withAgreements withTimeZone />
            <Button type="submit" variant="trust" className="w-full sm:w-auto sm:justify-self-end">
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          </form>
        </StepCard>
      );
      break;
    case 'similar':
      content = (
        <StepCard title="Similar fundraisers" description="Fundraisers whose names resemble yours.">
          <SimilarFundraisersStep
            name={draft.info.fundRaisingName.trim()}
            onBack={() => goTo('info')}
            onContinue={() => goTo('groups')}
          />
        </StepCard>
      );
      break;
    case 'groups':
      content = (
        <StepCard
          title="Create groups"
          description="Groups compete with each other, each with its own goal and cause. You can skip this and add groups from the dashboard until the fundraiser starts."
        >
          <GroupDraftsForm
            initialDrafts={draft.groups}
            serverErrors={refusal.groups}
            submitLabel="Next"
            onDrafted={(groups) => {
              setRefusal({});
              update({ groups, step: 'goal' });
            }}
            secondaryAction={
              <Button variant="outline" onClick={() => update({ groups: [], step: 'goal' })}>
                Skip
              </Button>
            }
          />
        </StepCard>
      );
      break;
    case 'goal':
      content = (
        <StepCard
          title="Fundraiser goal"
          description="How much the fundraiser aims to raise, in whole dollars. Once it starts, the goal can no longer be changed."
        >
          <GoalForm
            currentGoalCents={draft.goalCents ?? 0}
            groups={groupGoals}
            serverError={refusal.goal}
            submitLabel="Next"
            onChosen={(goalCents) => {
              setRefusal({});
              update({ goalCents, step: 'cause' });
            }}
            secondaryAction={back('groups', 'Back to groups')}
          />
        </StepCard>
      );
      break;
    case 'cause':
      content = (
        <StepCard title="Fundraiser cause" description="Tell donors what their money is for.">
          <CauseForm
            currentCause={draft.cause}
            serverError={refusal.cause}
            submitLabel="Next"
            onChosen={(cause) => {
              setRefusal({});
              update({ cause, step: 'payment' });
            }}
            secondaryAction={back('goal', 'Back to goal')}
          />
        </StepCard>
      );
      break;
    case 'payment':
      content = (
        <WizardPaymentStep
          withGroups={draft.groups.length > 0}
          chosenAccountId={draft.payoutAccountId}
          payoutAccountPicker={PayoutAccountPicker}
          onChosen={(account) =>
            update({
              payoutAccountId: account?.accountId ?? null,
              payoutAccountName: account?.name ?? null,
              step: 'review',
            })
          }
          returnUrl={(accountId) => {
            const url = new URL(paths.admin.newFundraiser, window.location.origin);
            url.searchParams.set(onboardedAccountParam, accountId);
            return url.href;
          }}
        />
      );
      break;
    case 'review':
      content = (
        <StepCard title="Review and create" description="Nothing is created until you press Create fundraiser.">
          <WizardReviewStep draft={draft} creating={create.isPending} onEdit={goTo} onCreate={() => void onCreate()} />
        </StepCard>
      );
      break;
    case 'done':
      content = fundraiser ? (
        <StepCard title="Your fundraiser is ready!">
          <div role="status" className="flex items-start gap-3">
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-trust" aria-hidden="true" />
            <p>
              <strong>{fundraiser.fundRaisingName}</strong> is set up. Opening its dashboard in{' '}
              {Math.round(redirectDelayMs / 1000)} seconds…
            </p>
          </div>
          <Button asChild variant="trust" className="justify-self-start">
            <Link to={paths.admin.fundraiser.href(fundraiser._id)} replace>
              Open the dashboard now
            </Link>
          </Button>
        </StepCard>
      ) : null;
      break;
  }

  return (
    <div className="grid gap-6">
      <WizardStepper current={step} />
      {content}
    </div>
  );
}
