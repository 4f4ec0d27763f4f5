import { useParams } from 'react-router-dom';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { TransparencyReport } from '@/features/donations/components/transparency-report';

/** `/transparency/{fundraiserId}` (★): where a fundraiser's money went, for anyone to check. */
export function TransparencyRoute() {
  const { fundraiserId = '' } = useParams();
  return (
    <>
      <title>Where the money goes · FundPlay</title>
      <PageHero
        eyebrow="Transparency"
        title="Where the money goes"
        description="Every gift, fee and refund of this fundraiser, as FundPlay's ledger records it."
      />
      <PageSection className="max-w-4xl py-8 md:py-12">
        <TransparencyReport key={fundraiserId} fundraiserId={fundraiserId} />
      </PageSection>
    </>
  );
}
