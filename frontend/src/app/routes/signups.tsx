import { ShieldCheck, UserRound, UsersRound } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AdminSignUpForm } from '@/features/auth/components/admin-sign-up-form';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginDialog } from '@/features/auth/components/login-dialog';
import { ParticipantSignUpForm } from '@/features/auth/components/participant-sign-up-form';
import { TeamMemberSignUpForm } from '@/features/auth/components/team-member-sign-up-form';
import { useSession } from '@/features/auth/hooks/use-session';
import { readRedirect } from '@/features/auth/lib/verify-otp-state';
import { TeamMemberInvitationGate } from '@/features/memberships/components/team-member-invitation-gate';

export function AdminSignupRoute() {
  const { invitationCode } = useParams();
  return (
    <>
      <title>Administrator sign up · FundPlay</title>
      <AuthCard
        wide
        icon={ShieldCheck}
        title="Create an administrator account"
        description={
          <>
            Run fundraisers for your school, team or organization. <LoginDialog role="admin" />
          </>
        }
      >
        {/* A new code is a new invitation: start the form over. */}
        <AdminSignUpForm key={invitationCode} invitationCode={invitationCode} />
      </AuthCard>
    </>
  );
}

/** Also where the participant guard sends signed-out visitors (spec §2); they come back after logging in. */
export function ParticipantSignupRoute() {
  const { invitationcode } = useParams();
  const redirect = readRedirect(useLocation().state);
  return (
    <>
      <title>Participant sign up · FundPlay</title>
      <AuthCard
        wide
        icon={UserRound}
        title="Sign up as a participant"
        description={
          <>
            Join your fundraiser, raise donations and play. <LoginDialog role="participant" redirect={redirect} />
          </>
        }
      >
        <ParticipantSignUpForm key={invitationcode} invitationCode={invitationcode} redirect={redirect} />
      </AuthCard>
    </>
  );
}

/** `/teammember/signup/{invitationCode}`: the invitation, then the form; without a code, how to get one. */
export function TeamMemberSignupRoute() {
  const { invitationCode } = useParams();
  const { user } = useSession();
  if (!invitationCode) return <TeamMemberSignupHelp />;
  // A signed-in teammember already has an account: the invitation is answered on the dashboard.
  if (user?.role === 'teamMember')
    return <Navigate to={paths.teamMember.invitationDashboard(invitationCode)} replace />;
  return (
    <>
      <title>Teammember sign up · FundPlay</title>
      <AuthCard wide icon={UsersRound} title="Join as a teammember">
        <TeamMemberInvitationGate key={invitationCode} invitationCode={invitationCode}>
          {(invitation) => <TeamMemberSignUpForm invitationCode={invitationCode} invitee={invitation} />}
        </TeamMemberInvitationGate>
      </AuthCard>
    </>
  );
}

function TeamMemberSignupHelp() {
  return (
    <>
      <title>Teammember sign up · FundPlay</title>
      <AuthCard icon={UsersRound} title="Join as a teammember">
        <div className="grid gap-4 text-muted-foreground">
          <p>
            Teammembers support a participant’s fundraiser: they buy tokens, play games and cheer their participant on.
          </p>
          <p>
            You join through an invitation link that a participant sends you by text or email. Open that link to create
            your teammember account.
          </p>
          <p>Already have an account?</p>
          <Button asChild>
            <Link to={paths.teamMember.login.href()}>Teammember login</Link>
          </Button>
        </div>
      </AuthCard>
    </>
  );
}
