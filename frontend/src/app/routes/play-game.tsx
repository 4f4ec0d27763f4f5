import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { fundraiserPagePathFor } from '@/features/auth/lib/fundraiser-page-path';
import { CompeteGame } from '@/features/games/components/compete-game';
import { participantDashboardQueryOptions } from '@/features/memberships/api/get-participant-dashboard';
import { teamMemberDashboardQueryOptions } from '@/features/memberships/api/get-team-member-dashboard';
import { earnedTokensNote } from '@/features/memberships/lib/earned-tokens';
import { SignInToPlay } from './sign-in-to-play';

/** `/play/{fundraiserId}/{gameId}` (spec §2: mode play, labelled Compete), for participants and team members. */
export function CompeteRoute() {
  const { fundraiserId = '', gameId = '' } = useParams();
  const { token, user } = useSession();

  if (!token || !user) return <SignInToPlay mode="play" />;
  if (user.role !== 'participant' && user.role !== 'teamMember') {
    return (
      <div className="flex min-h-dvh flex-1 items-center justify-center bg-[#17120e] p-4 sm:p-6">
        <div className="grid w-full max-w-md gap-4 rounded-2xl bg-card p-6 text-center shadow-lift sm:p-8">
          <title>Compete · FundPlay</title>
          <h1 className="text-2xl font-bold">Competing is for participants and team members</h1>
          <p className="text-sm text-muted-foreground">
            Administrators can practice a game for free and follow every leaderboard from the fundraiser’s page.
          </p>
          <Button asChild variant="trust">
            <Link to={paths.practice.href(fundraiserId, gameId)}>Practice instead</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={fundraiserPagePathFor(user.role, fundraiserId)}>
              <ArrowLeft aria-hidden="true" />
              Back to the fundraiser
            </Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <MemberCompete
      key={`${fundraiserId}/${gameId}`}
      role={user.role}
      fundraiserId={fundraiserId}
      gameId={gameId}
      sessionToken={token}
    />
  );
}

/** The member's tokens come from their dashboard of the fundraiser, which a spent token refreshes. */
function MemberCompete({
  role,
  fundraiserId,
  gameId,
  sessionToken,
}: {
  role: 'participant' | 'teamMember';
  fundraiserId: string;
  gameId: string;
  sessionToken: string;
}) {
  const queryClient = useQueryClient();
  const participantDashboard = participantDashboardQueryOptions(fundraiserId);
  const teamMemberDashboard = teamMemberDashboardQueryOptions(fundraiserId);
  const participant = useQuery({ ...participantDashboard, enabled: role === 'participant' });
  const teamMember = useQuery({ ...teamMemberDashboard, enabled: role === 'teamMember' });
  const tokens = role === 'participant' ? participant.data?.participant.tokens : teamMember.data?.teamMember.tokens;
  const raised = participant.data?.participant;
  const tokensNote =
    role === 'participant' && raised ? earnedTokensNote(raised.earnedTokens, raised.totalDonations) : undefined;

  return (
    <CompeteGame
      fundraiserId={fundraiserId}
      gameId={gameId}
      sessionToken={sessionToken}
      tokens={tokens}
      tokensNote={tokensNote}
      exitTo={fundraiserPagePathFor(role, fundraiserId)}
      practiceHref={paths.practice.href(fundraiserId, gameId)}
      onTokenSpent={() =>
        void queryClient.invalidateQueries({
          queryKey: role === 'participant' ? participantDashboard.queryKey : teamMemberDashboard.queryKey,
        })
      }
    />
  );
}
