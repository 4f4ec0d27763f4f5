import { fundraiserMessages, fundraiserStatusLabels, type ReferralTarget } from '@fundplay/contracts';
import { HeartHandshake, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format-money';
import { useReferralTarget } from '../api/verify-referral-code';

/** Who the donation credits, in the donor's words. */
function creditLine(target: ReferralTarget): string {
  const fundraiser = target.fundRaiser.fundRaisingName;
  if (target.participant) {
    const name = `${target.participant.firstName} ${target.participant.lastName}`;
    return target.group ? `${name} · ${target.group.groupName} · ${fundraiser}` : `${name} · ${fundraiser}`;
  }
  return target.group ? `${target.group.groupName} · ${fundraiser}` : fundraiser;
}

/**
 * The DONATE page's body: the referral code resolved to a participant, group or fundraiser with its public
 * progress. Card donations arrive with the payments work, so the page says so instead of offering a form.
 */
export function DonationTarget({ referalCode }: { referalCode: string }) {
  const target = useReferralTarget(referalCode);
  if (target.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading the fundraiser">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  if (target.isError) {
    return (
      <EmptyState
        icon={SearchX}
        title={fundraiserMessages.invalidReferralPage}
        description="Ask the person who shared this link for a new one."
      />
    );
  }
  const { fundRaiser, group } = target.data;
  return (
    <article className="grid gap-6 rounded-2xl border bg-card p-5 shadow-soft sm:p-8" aria-labelledby="donate-to">
      <header className="flex flex-wrap items-start gap-4">
        {fundRaiser.fundRaisingImage ? (
          <img src={fundRaiser.fundRaisingImage} alt="" className="size-16 rounded-xl border object-cover" />
        ) : null}
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-muted-foreground">You are supporting</p>
          <h2 id="donate-to" className="text-2xl font-bold">
            {creditLine(target.data)}
          </h2>
          <Badge variant="outline" className="w-fit">
            {fundraiserStatusLabels[fundRaiser.status]}
          </Badge>
        </div>
      </header>
      {fundRaiser.fundRaisingCause ? <p className="text-lg">{fundRaiser.fundRaisingCause}</p> : null}
      <section aria-label="Progress" className="grid gap-2">
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <span>
            <strong className="text-lg">{formatMoney(fundRaiser.totalFunding)}</strong> raised
          </span>
          <span className="text-muted-foreground">of {formatMoney(fundRaiser.fundRaisingGoal)} goal</span>
        </p>
        <Progress value={fundRaiser.totalFunding} max={fundRaiser.fundRaisingGoal} aria-label="Raised of the goal" />
        {group ? (
          <p className="text-sm text-muted-foreground">
            {group.groupName}: {formatMoney(group.groupTotalDonations)} of {formatMoney(group.groupTarget)}
          </p>
        ) : null}
      </section>
      <Alert role="status">
        <HeartHandshake aria-hidden="true" />
        Card donations are not open for this fundraiser yet. Keep this link: it will take you straight to the donation
        form once they are.
      </Alert>
    </article>
  );
}
