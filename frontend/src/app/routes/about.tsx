import { ArrowRight, HeartHandshake, Scale, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { StartFundraiserLink } from '@/features/auth/components/start-fundraiser-link';
import { FeePolicy } from '@/features/site/components/fee-policy';

const principles = [
  {
    icon: HeartHandshake,
    title: 'The cause comes first',
    text: 'Donations go to the fundraiser’s own payout account. We keep one published fee and never charge organizers upfront.',
  },
  {
    icon: Scale,
    title: 'Fair play',
    text: 'Competitive game runs are verified by replaying every move on our servers, so leaderboards reward real effort.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy by default',
    text: 'We collect what a fundraiser needs and nothing more, we never sell personal data, and we do not serve children under 13.',
  },
  {
    icon: Sparkles,
    title: 'Fun that raises money',
    text: 'Friendly competition between groups and quick games give supporters a reason to come back.',
  },
];

export function AboutRoute() {
  return (
    <>
      <title>About · FundPlay</title>
      <PageHero
        eyebrow="About us"
        title="About FundPlay"
        description="We build fundraising tools for schools, teams and organizations that want to raise more without asking volunteers to do more."
      />

      <PageSection className="grid gap-12 md:grid-cols-[1.3fr_1fr]">
        <div className="prose-page">
          <h2>Why we started</h2>
          <p>
            Traditional fundraisers ask a lot of the people running them: order forms, cash boxes, product deliveries
            and spreadsheets. FundPlay replaces all of that with one place online where an administrator sets a goal,
            students share a link, and supporters give by card in a minute.
          </p>
          <h2>How a fundraiser works</h2>
          <p>
            An administrator creates the fundraiser, chooses its goal and cause, and can split participants into groups
            that compete with each other. Participants join, invite family and friends as team members, and share
            personal referral links. Every donation is tracked to the participant and group that earned it.
          </p>
          <p>
            Tokens, bought or shared, unlock short browser games with leaderboards. They give supporters a playful
            reason to return and give groups one more thing to compete on.
          </p>
          <h2>Where the money goes</h2>
          <FeePolicy />
          <p>
            Payments are processed by our card payment provider and paid out to the account the fundraiser links. Totals
            on every dashboard come from the same ledger the payouts do.
          </p>
        </div>

        <Card className="self-start bg-trust text-trust-foreground">
          <CardContent className="flex flex-col gap-4">
            <p className="font-display text-2xl font-bold">Running a fundraiser soon?</p>
            <p className="text-white/85">
              Create your fundraiser in a few minutes, or tell us about your plans and we will help you set it up.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row md:flex-col lg:flex-row">
              <Button asChild variant="outline" className="border-transparent">
                <StartFundraiserLink>
                  Start a fundraiser
                  <ArrowRight aria-hidden="true" />
                </StartFundraiserLink>
              </Button>
              <Button asChild variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
                <Link to={paths.support}>Talk to us</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </PageSection>

      <section aria-labelledby="principles-heading" className="border-t bg-card">
        <div className="mx-auto max-w-6xl px-5 py-12 md:px-6 md:py-16">
          <h2 id="principles-heading" className="text-3xl font-extrabold">
            What we stand for
          </h2>
          <div className="mt-8 grid gap-8 sm:grid-cols-2">
            {principles.map(({ icon: Icon, title, text }) => (
              <div key={title} className="flex gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{title}</h3>
                  <p className="mt-1 leading-relaxed text-muted-foreground">{text}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
