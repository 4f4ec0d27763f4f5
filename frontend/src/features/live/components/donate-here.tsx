import { QrCode } from '@/components/share/qr-code';
import { paths } from '@/config/paths';
import { fluid, fontSize, muted } from './live-screen-style';

/**
 * The big screen's way in, at the top where every seat sees it: the fundraiser page's short address in large words
 * and its QR code, sized to scan from the back of a gym.
 */
export function DonateHere({ slug }: { slug: string }) {
  const path = paths.campaign.href(slug);
  const url = `${window.location.origin}${path}`;
  const shortAddress = `${window.location.host}${path}`;
  return (
    <section aria-label="Give now" className="flex items-center gap-4 rounded-3xl bg-white/10 p-3 sm:gap-5 sm:p-4">
      <div className="grid min-w-0 flex-1 gap-1 text-right">
        <p style={{ fontSize: fontSize.note }} className={`${muted} font-semibold`}>
          Scan to give, or visit
        </p>
        <p
          style={{ fontSize: fluid('1.25rem', 1.9, '2.6rem') }}
          className="leading-tight font-extrabold [overflow-wrap:anywhere] text-sunshine"
        >
          {window.location.host}
          <wbr />
          {path}
        </p>
      </div>
      <QrCode
        value={url}
        size={176}
        label={`QR code for ${shortAddress}`}
        className="h-auto shrink-0 p-1.5"
        style={{ width: fluid('6.5rem', 9.5, '12rem') }}
      />
    </section>
  );
}
