import { campaignMessages, type CampaignProfile } from '@fundplay/contracts';
import { Printer } from 'lucide-react';
import { createPortal } from 'react-dom';
import { QrCode } from '@/components/share/qr-code';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format-money';
import { useCampaignProfile } from '../api/get-campaign-profile';
import { referralUrl } from '../lib/referral-url';

export interface FlyerProps {
  fundraiserId: string;
  fundraiserName: string;
  fundraiserLogo: string | null;
}

/**
 * Printing shows only the sheet (a copy outside the app's layout, so no header, footer or button prints), on one
 * page of A4 or Letter: margins of 12 mm and a sheet sized for the smaller of the two (210 × 279.4 mm).
 */
const printStyles = `
.flyer-print-copy { display: none; }
@page { size: auto; margin: 12mm; }
@media print {
  #root, [data-sonner-toaster] { display: none !important; }
  .flyer-print-copy { display: block; }
  .flyer-print-copy .flyer-sheet {
    width: 186mm; max-width: none; height: 254mm; justify-content: center; gap: 6mm;
    border: 0; border-radius: 0; box-shadow: none; padding: 0;
  }
  .flyer-print-copy .flyer-sheet h1 { font-size: 30pt; }
  .flyer-print-copy .flyer-sheet p { font-size: 14pt; }
  .flyer-print-copy .flyer-sheet header p { font-size: 18pt; }
  .flyer-print-copy .flyer-qr { width: 100mm; max-width: none; }
}
`;

/** The participant's printable flyer (issue #21): fundraiser, name, photo, goal, a large QR code and the link. */
export function Flyer({ fundraiserId, fundraiserName, fundraiserLogo }: FlyerProps) {
  const profile = useCampaignProfile(fundraiserId);
  if (profile.isPending) return <Skeleton className="mx-auto aspect-[210/279] w-full max-w-2xl rounded-xl" />;
  if (profile.isError) {
    return (
      <Alert role="alert" variant="error">
        {errorMessage(profile.error, 'Your flyer could not be made. Reload the page to try again.')}
      </Alert>
    );
  }
  const { referralCode } = profile.data;
  if (!referralCode) return <Alert variant="warning">{campaignMessages.noGroupForLink}</Alert>;

  const sheet = (
    <FlyerSheet
      profile={profile.data}
      url={referralUrl(referralCode)}
      fundraiserName={fundraiserName}
      fundraiserLogo={fundraiserLogo}
    />
  );
  return (
    <div className="grid gap-4">
      <style>{printStyles}</style>
      <Button className="justify-self-start" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </Button>
      <div className="overflow-x-auto">{sheet}</div>
      {createPortal(
        <div className="flyer-print-copy" aria-hidden="true">
          {sheet}
        </div>,
        document.body,
      )}
    </div>
  );
}

function FlyerSheet({
  profile,
  url,
  fundraiserName,
  fundraiserLogo,
}: {
  profile: CampaignProfile;
  url: string;
  fundraiserName: string;
  fundraiserLogo: string | null;
}) {
  const goal = profile.personalGoal ?? profile.defaultGoal;
  const photo = profile.showPhoto && profile.photoApproval !== 'pending' ? profile.photo : null;
  return (
    <article
      data-testid="flyer"
      aria-label="Flyer"
      className="flyer-sheet mx-auto box-border flex w-full max-w-2xl flex-col items-center gap-5 overflow-hidden rounded-xl border bg-white p-6 text-center text-neutral-900 shadow-soft sm:p-10"
    >
      <header className="flex items-center justify-center gap-3">
        {fundraiserLogo ? <img src={fundraiserLogo} alt="" className="size-14 rounded-lg object-contain" /> : null}
        <p className="text-xl font-bold break-words sm:text-2xl">{fundraiserName}</p>
      </header>
      {photo ? (
        <img src={photo} alt={profile.displayName} className="size-36 rounded-full border object-cover" />
      ) : null}
      <h1 className="text-3xl leading-tight font-extrabold break-words sm:text-4xl">
        Help {profile.displayName} raise {formatMoney(goal)}
      </h1>
      <p className="text-lg">Scan the code with your phone’s camera to give:</p>
      <QrCode value={url} size={320} label={`QR code for ${url}`} className="flyer-qr h-auto w-full max-w-[85mm]" />
      <p className="font-mono text-base break-all">{url}</p>
      <p className="text-sm text-neutral-600">
        Every gift is credited to {profile.displayName.replace(/\.$/, '')}. Thank you!
      </p>
    </article>
  );
}
