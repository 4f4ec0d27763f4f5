import { CalendarClock } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { ShareContent } from '@/components/share/share-links';
import { Alert } from '@/components/ui/alert';
import { usePaymentsConfig } from '@/lib/payments/get-payments-config';
import type { GiftTarget } from '../lib/gift-target';
import { DonationFormOnDemand } from './donation-form-on-demand';
import { LazyThankYou } from './lazy-thank-you';
import type { DonationThanks } from './thank-you';

export interface DonationPanelProps {
  target: GiftTarget;
  /** The outreach message's tracking code the donor arrived with (`?t=`), so the gift is attributed to it. */
  trackingCode?: string;
  /** The page's link and ready words, for the thank-you's Share. */
  share: ShareContent;
}

/**
 * The giving part of a campaign page: the donation form and card payment, then the thank-you with Share. A refusal
 * the donor cannot fix (the server says the fundraiser takes no gift through this code) replaces the form.
 */
export function DonationPanel({ target, trackingCode, share }: DonationPanelProps) {
  // The fee the "cover the fee" option shows; asked for now so the form has it when it appears.
  usePaymentsConfig();
  const [thanks, setThanks] = useState<DonationThanks | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (thanks) {
    return (
      // Downloaded while the donor pays (see DonationForm): nothing to wait for by now.
      <Suspense fallback={null}>
        <LazyThankYou
          thanks={thanks}
          fundraiserId={target.fundRaisingId}
          supporting={target.supporting}
          share={share}
          onGiveAgain={() => setThanks(null)}
        />
      </Suspense>
    );
  }
  if (refusal) {
    return (
      <Alert role="status" variant="warning">
        <CalendarClock aria-hidden="true" />
        <p>{refusal}</p>
      </Alert>
    );
  }
  return (
    <DonationFormOnDemand target={target} trackingCode={trackingCode} onDonated={setThanks} onRefused={setRefusal} />
  );
}
