import { ArrowRight, CreditCard } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { PayoutAccountPickerComponent } from '../lib/payout-account-picker';
import { StepCard } from './wizard-step-card';

interface WizardPaymentStepProps {
  withGroups: boolean;
  chosenAccountId: string | null;
  payoutAccountPicker?: PayoutAccountPickerComponent;
  /** The account to link when the fundraiser is created (its id and name), or null to link one later. */
  onChosen: (account: { accountId: string; name: string } | null) => void;
  /** Where the provider's onboarding of `accountId` returns: this step, with that account chosen. */
  returnUrl: (accountId: string) => string;
}

/** The wizard's payout account (skippable): chosen here, linked when the fundraiser is created. */
export function WizardPaymentStep({
  withGroups,
  chosenAccountId,
  payoutAccountPicker: PayoutAccountPicker,
  onChosen,
  returnUrl,
}: WizardPaymentStepProps) {
  const skip = (
    <Button variant="outline" onClick={() => onChosen(null)}>
      Skip for now
      <ArrowRight aria-hidden="true" />
    </Button>
  );
  return (
    <StepCard
      title="Link a payout account"
      description={
        withGroups
          ? 'Where donations are paid out. The account pays out the fundraiser and its groups; you can give a group its own account from the dashboard.'
          : 'Where donations are paid out.'
      }
    >
      <Alert>
        <CreditCard aria-hidden="true" />
        <p>
          The fundraiser takes donations once it has started and a verified payout account is linked. You can also link
          one later from its dashboard.
        </p>
      </Alert>
      {PayoutAccountPicker ? (
        <PayoutAccountPicker
          currentAccountId={null}
          initialChoice={chosenAccountId}
          onLink={(accountId, name) => {
            onChosen({ accountId, name });
            return Promise.resolve(true);
          }}
          onboardingReturnUrl={returnUrl}
          submitLabel="Choose and continue"
          secondaryAction={skip}
        />
      ) : (
        <div className="flex justify-end">{skip}</div>
      )}
    </StepCard>
  );
}
