import { Gift, Share2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CopyField } from '@/components/copy-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';

interface GiveOrShareProps {
  /** The supported participant's first name. */
  participantName: string;
  fundraiserName: string;
  /** Their referral code; null until they have generated their link. */
  referalCode: string | null;
}

/**
 * On a team member's page: the participant's donation page (`/donate/{code}`, which credits them) to give through,
 * and its address to copy or share.
 */
export function GiveOrShare({ participantName, fundraiserName, referalCode }: GiveOrShareProps) {
  if (!referalCode) {
    return (
      <p className="text-sm text-muted-foreground">
        {participantName} has no referral link yet. Once they create it on their dashboard, you can give through it and
        share it from here.
      </p>
    );
  }

  const href = paths.donate.href(referalCode);
  const url = `${window.location.origin}${href}`;
  const canShare = typeof navigator.share === 'function';

  const onShare = async () => {
    try {
      await navigator.share({
        title: `Support ${participantName} in ${fundraiserName}`,
        text: `Give to ${participantName}'s fundraiser, ${fundraiserName}.`,
        url,
      });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify.error('The link could not be shared. Copy it instead.');
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Donations through {participantName}’s page count toward their total.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={href}>
            <Gift aria-hidden="true" />
            Give to {participantName}
          </Link>
        </Button>
        {canShare ? (
          <Button variant="outline" onClick={() => void onShare()}>
            <Share2 aria-hidden="true" />
            Share {participantName}’s page
          </Button>
        ) : null}
      </div>
      <CopyField label={`${participantName}’s referral link`} value={url} />
    </div>
  );
}
