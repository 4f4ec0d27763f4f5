import { fundraiserMessages, moneyMessages } from '@fundplay/contracts';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateFundraiserStripe } from '../api/update-fundraiser-stripe';
import { useUpdateGroup } from '../api/update-group';

/**
 * Links a payout account to the fundraiser or to one group, saying how it went with the spec's messages; each
 * resolves true once linked. The dashboard refetches, so the status section shows the change.
 */
export function useLinkPayoutAccount() {
  const linkFundraiser = useUpdateFundraiserStripe();
  const updateGroup = useUpdateGroup();

  return {
    toFundraiser: async (fundRaisingId: string, accountId: string): Promise<boolean> => {
      try {
        const { message } = await linkFundraiser.mutateAsync({ fundRaisingId, fundRaisingStripe: accountId });
        notify.success(message || moneyMessages.fundraiserStripeUpdated);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, moneyMessages.fundraiserStripeError));
        return false;
      }
    },
    toGroup: async (groupId: string, accountId: string, { quiet = false } = {}): Promise<boolean> => {
      try {
        const { message } = await updateGroup.mutateAsync({ groupId, stripe: accountId });
        if (!quiet) notify.success(message || fundraiserMessages.groupUpdated);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, moneyMessages.groupStripeError));
        return false;
      }
    },
  };
}
