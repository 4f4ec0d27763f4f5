import { gameCatalog } from '@fundplay/contracts';
import {
  ArrowRight,
  Building2,
  CreditCard,
  Flag,
  Gamepad2,
  GraduationCap,
  HandCoins,
  Link2,
  LockKeyhole,
  ShieldCheck,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageSection } from '@/components/page-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { StartFundraiserLink } from '@/features/auth/components/start-fundraiser-link';
import { FeePolicy } from '@/features/site/components/fee-policy';
import { PublicFigures } from '@/features/site/components/public-figures';

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Flag,
    title: 'Create your fundraiser',
    text: 'An administrator sets the goal and the cause, adds competing groups if you like, and links the payout account.',
  },
  {
    icon: Link2,
    title: 'Students share their link',
    text: 'Every participant gets a personal referral link, so each donation counts for them and their group.',
  },
  {
    icon: CreditCard,
    title: 'Supporters give by card',
    text: 'Donors give securely through our card payment provider, with no account needed.',
  },
  {
    icon: Trophy,
    title: 'Play for the leaderboard',
    text: 'Tokens unlock quick browser games. Scores are checked on our servers, so the leaderboard stays fair.',
  },
];

const audiences: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: GraduationCap,
    title: 'Schools',
    text: 'Classes and grades compete toward one goal, with administrators approving every participant.',
  },
  {
    icon: Users,
    title: 'Teams and clubs',
    text: 'Raise for kit, travel and tournaments. Players invite family and friends as team members.',
  },
  {
    icon: Building2,
    title: 'Organizations',
    text: 'Charities and community groups run campaigns with several groups and payout accounts.',
  },
];

const promises: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: HandCoins,
    title: 'Clear fees',
    text: 'One published platform fee per donation and nothing upfront. The figures on this page come from our live ledger.',
  },
  {
    icon: LockKeyhole,
    title: 'Card details stay with the provider',
    text: 'Payments run through our card payment provider; FundPlay never stores card numbers.',
  },
  {
    icon: ShieldCheck,
    title: 'Verified scores',
    text: 'Every competitive run is replayed on our servers before it is ranked, so each score on the board was really played.',
  },
];

export function HomeRoute() {
  return (
    <>
      <title>FundPlay — fundraising your community enjoys</title>

      <section className="relative overflow-hidden bg-gradient-to-br from-primary-soft via-background to-trust-soft/60">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-14 md:grid-cols-[1.15fr_1fr] md:px-6 md:py-20">
          <div>
            <Badge className="mb-5">For schools, teams and organizations</Badge>
            <h1 className="text-4xl leading-[1.08] font-extrabold sm:text-5xl xl:text-[3.5rem]">
              Raise more together, and have fun doing it.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">
              FundPlay runs your fundraiser from start to finish: groups compete toward your goal, students share
              personal donation links, and supporters play fair browser games with tokens.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <StartFundraiserLink>
                  Start a fundraiser
                  <ArrowRight aria-hidden="true" />
                </StartFundraiserLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.games}>
                  <Gamepad2 aria-hidden="true" />
                  Try a game
                </Link>
              </Button>
            </div>
            <FeePolicy className="mt-6 max-w-xl text-sm text-muted-foreground" />
          </div>
          <ExampleFundraiser />
        </div>
      </section>

      <PageSection aria-labelledby="figures-heading">
        <div className="mb-8 max-w-2xl">
          <h2 id="figures-heading" className="text-3xl font-extrabold">
            FundPlay in numbers
          </h2>
          <p className="mt-2 text-muted-foreground">Live from our ledger, and updated the moment they change.</p>
        </div>
        <PublicFigures />
      </PageSection>

      <section aria-labelledby="how-heading" className="border-y bg-card">
        <div className="mx-auto max-w-6xl px-5 py-12 md:px-6 md:py-16">
          <h2 id="how-heading" className="text-3xl font-extrabold">
            How it works
          </h2>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative rounded-2xl bg-background p-6">
                <span className="absolute top-5 right-5 font-display text-4xl font-extrabold text-primary/15">
                  {index + 1}
                </span>
                <Icon className="mb-4 size-8 text-primary" aria-hidden="true" />
                <h3 className="text-lg font-bold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <PageSection aria-labelledby="audience-heading">
        <h2 id="audience-heading" className="text-3xl font-extrabold">
          Built for the groups that hold a community together
        </h2>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          {audiences.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardContent className="flex flex-col gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-trust-soft text-trust">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <CardTitle>{title}</CardTitle>
                <CardDescription className="leading-relaxed">{text}</CardDescription>
              </CardContent>
            </Card>
          ))}
        </div>
      </PageSection>

      <section aria-labelledby="promise-heading" className="bg-trust text-trust-foreground">
        <div className="mx-auto max-w-6xl px-5 py-12 md:px-6 md:py-16">
          <h2 id="promise-heading" className="text-3xl font-extrabold">
            Honest by design
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-3">
            {promises.map(({ icon: Icon, title, text }) => (
              <div key={title}>
                <Icon className="mb-3 size-7 text-sunshine" aria-hidden="true" />
                <h3 className="text-lg font-bold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-white/85">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <PageSection aria-labelledby="games-heading">
        <div className="flex flex-col gap-6 rounded-3xl border bg-card p-8 shadow-soft md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 id="games-heading" className="text-3xl font-extrabold">
              {gameCatalog.length} games, one fair leaderboard
            </h2>
            <p className="mt-2 max-w-xl text-muted-foreground">
              {gameCatalog.map((game) => game.name).join(', ')}. Practice them free, then compete with tokens inside
              your fundraiser.
            </p>
          </div>
          <Button asChild size="lg" variant="trust">
            <Link to={paths.games}>
              See the games
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </PageSection>
    </>
  );
}

/** A drawn example of a fundraiser page, clearly labelled, so the hero shows the product without invented results. */
function ExampleFundraiser() {
  const groups = [
    { name: 'Grade 9', share: 72 },
    { name: 'Grade 10', share: 58 },
    { name: 'Grade 11', share: 41 },
  ];
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div aria-hidden="true" className="absolute -top-6 -right-4 size-28 rounded-full bg-sunshine/40 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-8 -left-6 size-32 rounded-full bg-trust/20 blur-2xl" />
      <Card className="relative rotate-1 p-6 shadow-lift">
        <div className="flex items-center justify-between">
          <Badge variant="outline">Example</Badge>
          <span className="text-xs font-semibold text-muted-foreground">3 weeks</span>
        </div>
        <p className="mt-4 font-display text-xl font-bold">Spring Library Drive</p>
        <p className="text-sm text-muted-foreground">New books for every classroom</p>
        <ul className="mt-6 grid gap-4">
          {groups.map((group, index) => (
            <li key={group.name}>
              <div className="mb-1.5 flex justify-between text-sm font-semibold">
                <span>
                  {index === 0 ? <Trophy className="mr-1 inline size-4 text-sunshine" aria-hidden="true" /> : null}
                  {group.name}
                </span>
                <span className="text-muted-foreground">{group.share}% of goal</span>
              </div>
              <div className="h-2.5 rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${group.share}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <figcaption className="sr-only">
        An illustration of a fundraiser where three grades compete toward their goals.
      </figcaption>
    </figure>
  );
}
