import { QrCode } from '@/components/share/qr-code';
import { paths } from '@/config/paths';
import { fluid, fontSize, muted } from './live-screen-style';

/**
 * The big screen's way in: a QR code of the fundraiser's page and its short address in words, large enough to scan
 * and read from the back of a gym.
 */
export function DonateHere({ slug }: { slug: string }) {
  const path = paths.campaign.href(slug);
  const url = `${window.location.origin}${path}`;
  const shortAddress = `${window.location.host}${path}`;
  return (
    <div className="flex flex-wrap items-center gap-5">
      <QrCode
        value={url}
        size={240}
        label={`QR code for ${shortAddress}`}
        className="h-auto p-2"
        style={{ width: fluid('9rem', 11, '15rem') }}
      />
      <div className="grid min-w-0 gap-2">
        <p style={{ fontSize: fontSize.note }} className={muted}>
          Scan or visit
        </p>
        <p style={{ fontSize: fontSize.goal }} className="font-extrabold break-all text-white">
          {shortAddress}
        </p>
      </div>
    </div>
  );
}
