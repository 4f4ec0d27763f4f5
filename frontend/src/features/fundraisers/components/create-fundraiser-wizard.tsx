import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCreateFromDraft } from '../hooks/use-create-from-draft';
import { useFundraiserDraft } from '../hooks/use-fundraiser-draft';
import { fundraiserInfoResolver, type FundraiserInfoFormValues } from '../lib/fundraiser-info-form';
import type { PayoutAccountPickerComponent } from '../lib/payout-account-picker';
import { CauseForm } from './cause-form';
import { FundraiserInfoFields } from './fundraiser-info-fields';
import { GoalForm } from './goal-form';
import { GroupDraftsForm } from './group-drafts-form';
import { draftGoalCents } from '../lib/group-drafts-form';
import { SimilarFundraisersStep } from './similar-fundraisers-step';
import { StepCard } from './wizard-step-card';
import { WizardDoneStep } from './wizard-done-step';
import { WizardPaymentStep } from './wizard-payment-step';
import { WizardReviewStep } from './wizard-review-step';
import { WizardStepper, type WizardStepId } from './wizard-stepper';

/** spec §9: the new fundraiser's dashboard opens 3 s after the last step. */
export const wizardRedirectDelayMs = 3000;

/** The search parameter the provider's onboarding returns with: the account just onboarded. */
export const onboardedAccountParam = 'payoutAccount';

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
  const goTo = (next: WizardStepId) => update({ step: next });
  const infoForm = useForm<FundraiserInfoFormValues, unknown, unknown>({
    resolver: fundraiserInfoResolver,
    defaultValues: draft.info,
  });
  const { fundraiser, refusal, clearRefusal, creating, onCreate } = useCreateFromDraft({
    draft,
    discard,
    goTo,
    infoForm,
  });
  const step: WizardStepId | 'done' = fundraiser ? 'done' : draft.step;

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
              clearRefusal();
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
              clearRefusal();
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
              clearRefusal();
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
          <WizardReviewStep draft={draft} creating={creating} onEdit={goTo} onCreate={() => void onCreate()} />
        </StepCard>
      );
      break;
    case 'done':
      content = fundraiser ? <WizardDoneStep fundraiser={fundraiser} redirectDelayMs={redirectDelayMs} /> : null;
      break;
  }

  return (
    <div className="grid gap-6">
      <WizardStepper current={step} />
      {content}
    </div>
  );
}
