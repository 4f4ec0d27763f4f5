import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageSection } from '@/components/page-section';
import { SignedInHero } from '@/features/auth/components/signed-in-hero';
import { BadgesSection } from '@/features/badges/components/badges-section';
import { LastCompeteRunCard } from '@/features/games/components/last-compete-run-card';
import { MemberGamesSection } from '@/features/games/components/member-games-section';
import { TeamMemberFundraiserDashboard } from '@/features/memberships/components/team-member-fundraiser-dashboard';
import { TeamMemberHome } from '@/features/memberships/components/team-member-home';

/** `/teammember/dashboard?invitationCode=…`, inside the team-member layout route (which guards it). */
export function TeamMemberDashboardRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const invitationCode = searchParams.get('invitationCode') ?? undefined;
  const forgetInvitation = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('invitationCode');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return (
    <>
      <title>Team member dashboard · FundPlay</title>
      <SignedInHero eyebrow="Team member" />
      <PageSection className="grid gap-6">
        <TeamMemberHome invitationCode={invitationCode} onLinkedInvitationAnswered={forgetInvitation} />
      </PageSection>
    </>
  );
}

/** `/teammember/dashboard/{fundraiserId}` */
export function TeamMemberFundraiserRoute() {
  const { fundraiserId = '' } = useParams();
  return (
    <>
      <title>Fundraiser dashboard · FundPlay</title>
      <SignedInHero eyebrow="Team member" />
      <PageSection className="grid gap-6 py-8 md:py-10">
        <LastCompeteRunCard fundraiserId={fundraiserId} />
        <TeamMemberFundraiserDashboard
          key={fundraiserId}
          fundraiserId={fundraiserId}
          gamesSection={MemberGamesSection}
          badgesSection={BadgesSection}
        />
      </PageSection>
    </>
  );
}
