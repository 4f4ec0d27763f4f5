import type { CampaignPage } from '@fundplay/contracts';
import { useParams, useSearchParams } from 'react-router-dom';
import type { CampaignAddress } from '@/features/campaigns/api/get-campaign-page';
import { CampaignPageView } from '@/features/campaigns/components/campaign-page';
import { campaignShare, campaignSupporting } from '@/features/campaigns/lib/campaign-share';
import { DonationPanel } from '@/features/donations/components/donation-page';
import { WhereYourMoneyGoes } from '@/features/donations/components/where-your-money-goes';

/** A campaign page (fundraiser, group or participant) with the gift form, the thank-you and where the money goes. */
export function CampaignWithGiving({ address, trackingCode }: { address: CampaignAddress; trackingCode?: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-0 pb-10 sm:px-6 sm:pt-6 md:pb-16">
      <CampaignPageView
        address={address}
        giving={(page: CampaignPage) => (
          <DonationPanel
            target={{
              code: page.code,
              fundRaisingId: page.fundraiser._id,
              fundRaisingName: page.fundraiser.fundRaisingName,
              supporting: campaignSupporting(page),
            }}
            trackingCode={trackingCode}
            share={campaignShare(page, window.location.origin)}
          />
        )}
        aside={(page) => <WhereYourMoneyGoes fundraiserId={page.fundraiser._id} />}
      />
    </div>
  );
}

/**
 * `/donate/{code}`: the page a donation link opens (spec §2, titled DONATE): a participant's, a group's or the
 * fundraiser's code, each crediting what it names. An outreach message's link adds `?t={trackingCode}`, which goes
 * with the gift so it is attributed to that message.
 */
export function DonateRoute() {
  const { referalCode = '' } = useParams();
  const trackingCode = useSearchParams()[0].get('t') ?? undefined;
  return <CampaignWithGiving key={referalCode} address={{ code: referalCode }} trackingCode={trackingCode} />;
}
