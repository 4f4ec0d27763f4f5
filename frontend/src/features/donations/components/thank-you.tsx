import { HeartHandshake, PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { SharePanel } from '@/components/share/share-panel';
import type { ShareContent } from '@/components/share/share-links';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';

/** What the thank-you says about a gift that went through. */
export interface DonationThanks {
  /** The donor's first name, or the business's name. */
  name: string;
  giftCents: number;
  chargeCents: number;
  email: string;
  /** FundPlay recorded the payment (the signed webhook), so the receipt went out. */
  recorded: boolean;
}

/**
 * The thank-you after a gift: whom it supported, the amount, where the receipt went, then Share (a gift shared
 * brings the next one) and a way to give again.
 */
export function ThankYou({
  thanks,
  fundraiserId,
  supporting,
  share,
  onGiveAgain,
}: {
  thanks: DonationThanks;
  fundraiserId: string;
  /** "Jordan K.", a group's name or the fundraiser's. */
  supporting: string;
  /** The page's link and ready words for sharing it. */
  share: ShareContent;
  onGiveAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const covered = thanks.chargeCents > thanks.giftCents;

  return (
    <section
      aria-labelledby="donation-thanks"
      className="grid gap-4 rounded-2xl border border-trust/30 bg-trust-soft p-5 text-foreground sm:p-8"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-card text-trust">
        <PartyPopper className="size-6" aria-hidden="true" />
      </span>
      <h2 id="donation-thanks" ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Thank you, {thanks.name}!
      </h2>
      <p className="text-lg">
        Your gift of <strong>{formatMoney(thanks.giftCents)}</strong> to <strong>{supporting}</strong> went through
        {covered ? <> (charged {formatMoney(thanks.chargeCents)}, so all of it reaches the cause)</> : null}.
      </p>
      <p role="status">
        {thanks.recorded ? (
          <>
            Receipt sent to <strong className="break-all">{thanks.email}</strong>.
          </>
        ) : (
          <>
            Your receipt will be sent to <strong className="break-all">{thanks.email}</strong> as soon as the payment is
            recorded.
          </>
        )}
      </p>
      <div className="grid gap-3 rounded-xl border bg-card p-4">
        <h3 className="text-lg font-bold">Help {supporting} reach the goal: share this page</h3>
        <SharePanel {...share} label={`Share ${supporting}’s page`} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onGiveAgain}>
          <HeartHandshake aria-hidden="true" />
          Give again
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.transparency.href(fundraiserId)}>Where the money goes</Link>
        </Button>
      </div>
    </section>
  );
}
