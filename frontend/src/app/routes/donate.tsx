import { useParams, useSearchParams } from 'react-router-dom';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { DonationPage } from '@/features/donations/components/donation-page';

/**
 * `/donate/{referalCode}`: the page a referral link opens (spec §2, titled DONATE). An outreach message's link adds
 * `?t={trackingCode}`, which goes with the gift so it is attributed to that message.
 */
export function DonateRoute() {
  const { referalCode = '' } = useParams();
  const trackingCode = useSearchParams()[0].get('t') ?? undefined;
  return (
    <>
      <title>Donate · FundPlay</title>
      <PageHero title="DONATE" description="Give to the cause this fundraiser is for." />
      <PageSection className="max-w-5xl py-8 md:py-12">
        <DonationPage key={referalCode} referalCode={referalCode} trackingCode={trackingCode} />
      </PageSection>
    </>
  );
}
