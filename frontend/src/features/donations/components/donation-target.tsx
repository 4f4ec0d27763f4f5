import { fundraiserStatusLabels, type ReferralTarget } from '@fundplay/contracts';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { formatMoney } from '@/lib/format-money';

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
 * The DONATE page's header card: the referral code resolved to a participant, group or fundraiser, with the
 * fundraiser's public progress (kept live by the page).
 */
export function DonationTarget({ target }: { target: ReferralTarget }) {
  const { fundRaiser, group } = target;
  return (
    <article className="grid gap-5 rounded-2xl border bg-card p-5 shadow-soft sm:p-8" aria-labelledby="donate-to">
      <header className="flex flex-wrap items-start gap-4">
        {fundRaiser.fundRaisingImage ? (
          <img src={fundRaiser.fundRaisingImage} alt="" className="size-16 rounded-xl border object-cover" />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="text-sm font-semibold text-muted-foreground">You are supporting</p>
          <h2 id="donate-to" className="text-2xl font-bold break-words">
            {creditLine(target)}
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
    </article>
  );
}
