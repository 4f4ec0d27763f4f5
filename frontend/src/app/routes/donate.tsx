import { useParams } from 'react-router-dom';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { DonationTarget } from '@/features/donations/components/donation-target';

/** `/donate/{referalCode}`: the page a referral link opens (spec §2, titled DONATE). */
export function DonateRoute() {
  const { referalCode = '' } = useParams();
  return (
    <>
      <title>Donate · FundPlay</title>
      <PageHero title="DONATE" description="Every gift goes to the cause this fundraiser is for." />
      <PageSection className="max-w-3xl">
        <DonationTarget referalCode={referalCode} />
      </PageSection>
    </>
  );
}
