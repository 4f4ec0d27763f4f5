import { useParams } from 'react-router-dom';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { DonationPage } from '@/features/donations/components/donation-page';

/** `/donate/{referalCode}`: the page a referral link opens (spec §2, titled DONATE). */
export function DonateRoute() {
  const { referalCode = '' } = useParams();
  return (
    <>
      <title>Donate · FundPlay</title>
      <PageHero title="DONATE" description="Every gift goes to the cause this fundraiser is for." />
      <PageSection className="max-w-5xl py-8 md:py-12">
        <DonationPage key={referalCode} referalCode={referalCode} />
      </PageSection>
    </>
  );
}
