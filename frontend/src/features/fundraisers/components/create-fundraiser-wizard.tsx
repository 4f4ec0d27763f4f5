import { fundraiserMessages, type FundraiserDetail, type GroupDetail } from '@fundplay/contracts';
import { ArrowLeft, ArrowRight, CircleCheck, CreditCard } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { showServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateFundraiser } from '../api/create-fundraiser';
import { useLinkPayoutAccount } from '../hooks/use-link-payout-account';
import {
  emptyFundraiserInfo,
  fundraiserInfoResolver,
  scheduleField,
  type FundraiserInfoFormValues,
} from '../lib/fundraiser-info-form';
import type { PayoutAccountPickerComponent } from '../lib/payout-account-picker';
import { CauseForm } from './cause-form';
import { FundraiserInfoFields } from './fundraiser-info-fields';
import { GoalForm } from './goal-form';
import { GroupDraftsForm } from './group-drafts-form';
import { SimilarFundraisersStep } from './similar-fundraisers-step';
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
] as const;

type CreateRequest = Parameters<ReturnType<typeof useCreateFundraiser>['mutateAsync']>[0];

function StepCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby="wizard-step-title"
      className="grid gap-5 rounded-2xl border bg-card p-5 shadow-soft sm:p-8"
    >
      <header className="grid gap-1">
        <h2 id="wizard-step-title" className="text-2xl font-bold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}

interface CreateFundraiserWizardProps {
  redirectDelayMs?: number;
  /** The payout-account picker, composed by the page from the payouts feature: the payment account step uses it. */
  payoutAccountPicker?: PayoutAccountPickerComponent;
}

/**
 * spec §2 wizard: information → similar names (back to information possible) → groups (skippable) → goal →
 * cause → payment account link (skippable: it can be linked later from the dashboard) → the fundraiser's dashboard
 * after 3 s.
 */
export function CreateFundraiserWizard({
  redirectDelayMs = wizardRedirectDelayMs,
  payoutAccountPicker: PayoutAccountPicker,
}: CreateFundraiserWizardProps) {
  const navigate = useNavigate();
  const link = useLinkPayoutAccount();
  const [step, setStep] = useState<WizardStepId | 'done'>('info');
  const [request, setRequest] = useState<CreateRequest | null>(null);
  const [fundraiser, setFundraiser] = useState<FundraiserDetail | null>(null);
  const [groups, setGroups] = useState<GroupDetail[]>([]);
  const create = useCreateFundraiser();
  const infoForm = useForm<FundraiserInfoFormValues, unknown, CreateRequest>({
    resolver: fundraiserInfoResolver,
    defaultValues: emptyFundraiserInfo,
  });

  useEffect(() => {
    if (step !== 'done' || !fundraiser) return;
    const timer = window.setTimeout(
      () => void navigate(paths.admin.fundraiser.href(fundraiser._id), { replace: true }),
      redirectDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [step, fundraiser, navigate, redirectDelayMs]);

  const onInfoSubmit = infoForm.handleSubmit((validated) => {
    setRequest(validated);
    setStep('similar');
  });

  /** The account pays out the fundraiser and every group created here (each group can get its own later). */
  const onLinkPayoutAccount = async (accountId: string): Promise<boolean> => {
    if (!fundraiser) return false;
    if (!(await link.toFundraiser(fundraiser._id, accountId))) return false;
    for (const group of groups) await link.toGroup(group._id, accountId, { quiet: true });
    setStep('done');
    return true;
  };

  const onCreate = async () => {
    if (!request) return;
    try {
      const { message, data } = await create.mutateAsync(request);
      notify.success(message || fundraiserMessages.created);
      setFundraiser(data);
      setStep('groups');
    } catch (error) {
      // The server's per-field messages point at the info step's inputs; show them there.
      const shown = showServerFieldErrors<Record<string, unknown>>(error, infoRequestFields, (field, fieldError) =>
        infoForm.setError(scheduleField(field) as keyof FundraiserInfoFormValues, fieldError),
      );
      const message = errorMessage(error, 'Fundraiser could not be created');
      if (!shown.includes(message)) notify.error(message);
      if (shown.length > 0) setStep('info');
    }
  };

  let body: ReactNode;
  switch (step) {
    case 'info':
      body = (
        <StepCard
          title="Fundraiser information"
          description="Your organisation, where payouts go, and when the fundraiser runs."
        >
          <form
            noValidate
            onSubmit={(event) => void onInfoSubmit(event)}
            aria-label="Fundraiser information"
            className="grid gap-6"
          >
            <FundraiserInfoFields form={infoForm} withAgreements />
            <Button type="submit" variant="trust" className="w-full sm:w-auto sm:justify-self-end">
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          </form>
        </StepCard>
      );
      break;
    case 'similar':
      body = (
        <StepCard title="Similar fundraisers" description="Fundraisers whose names resemble yours.">
          <SimilarFundraisersStep
            name={request?.fundRaisingName ?? ''}
            creating={create.isPending}
            onBack={() => setStep('info')}
            onContinue={() => void onCreate()}
          />
        </StepCard>
      );
      break;
    case 'groups':
      body = fundraiser ? (
        <StepCard
          title="Create groups"
          description="Groups compete with each other, each with its own goal and cause. You can skip this and add groups later."
        >
          <GroupDraftsForm
            fundraiserId={fundraiser._id}
            onCreated={(created) => {
              setGroups(created);
              setStep('goal');
            }}
            secondaryAction={
              <Button variant="outline" onClick={() => setStep('goal')}>
                Skip
              </Button>
            }
          />
        </StepCard>
      ) : null;
      break;
    case 'goal':
      body = fundraiser ? (
        <StepCard title="Fundraiser goal" description="How much the fundraiser aims to raise, in whole dollars.">
          <GoalForm
            fundraiserId={fundraiser._id}
            currentGoalCents={fundraiser.fundRaisingGoal}
            groups={groups}
            submitLabel="Save and continue"
            onSaved={(saved) => {
              setFundraiser(saved);
              setStep('cause');
            }}
          />
        </StepCard>
      ) : null;
      break;
    case 'cause':
      body = fundraiser ? (
        <StepCard title="Fundraiser cause" description="Tell donors what their money is for.">
          <CauseForm
            fundraiserId={fundraiser._id}
            currentCause={fundraiser.fundRaisingCause}
            submitLabel="Save and continue"
            onSaved={(saved) => {
              setFundraiser(saved);
              setStep('payment');
            }}
            secondaryAction={
              <Button variant="outline" onClick={() => setStep('goal')}>
                <ArrowLeft aria-hidden="true" />
                Back to goal
              </Button>
            }
          />
        </StepCard>
      ) : null;
      break;
    case 'payment': {
      const skip = (
        <Button variant="outline" onClick={() => setStep('done')}>
          Skip for now
          <ArrowRight aria-hidden="true" />
        </Button>
      );
      body = (
        <StepCard
          title="Link a payment account"
          description={
            groups.length > 0
              ? 'Where donations are paid out. The account pays out the fundraiser and its groups; you can give a group its own account from the dashboard.'
              : 'Where donations are paid out.'
          }
        >
          <Alert>
            <CreditCard aria-hidden="true" />
            <p>
              The fundraiser takes donations once it has started and a verified payout account is linked. You can also
              link one later from its dashboard.
            </p>
          </Alert>
          {PayoutAccountPicker && fundraiser ? (
            <PayoutAccountPicker
              currentAccountId={fundraiser.fundRaisingStripe}
              onLink={onLinkPayoutAccount}
              submitLabel="Link and finish"
              secondaryAction={skip}
            />
          ) : (
            <div className="flex justify-end">{skip}</div>
          )}
        </StepCard>
      );
      break;
    }
    case 'done':
      body = fundraiser ? (
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
      {body}
    </div>
  );
}
