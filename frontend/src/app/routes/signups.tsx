import { fundraiserMessages, identityMessages, startFundraiserPath, type SessionUser } from '@fundplay/contracts';
import { MailOpen, ShieldCheck, UserRound, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AdminSignUpForm } from '@/features/auth/components/admin-sign-up-form';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginDialog } from '@/features/auth/components/login-dialog';
import { ParticipantSignUpForm } from '@/features/auth/components/participant-sign-up-form';
import { TeamMemberSignUpForm } from '@/features/auth/components/team-member-sign-up-form';
import { useInvitation } from '@/features/auth/hooks/use-invitation';
import { useSession } from '@/features/auth/hooks/use-session';
import { readIntent } from '@/features/auth/lib/return-path';
import { readRedirect } from '@/features/auth/lib/verify-otp-state';
import { JoinInvitedFundraiser } from '@/features/memberships/components/join-invited-fundraiser';
import { TeamMemberInvitationGate } from '@/features/memberships/components/team-member-invitation-gate';

/**
 * `?next=` (or a login page's redirect) names where the new administrator was headed, e.g. the new-fundraiser
 * wizard from "Start a fundraiser": the sign-up, the emailed link and the login all lead on to it.
 */
export function AdminSignupRoute() {
  const { invitationCode } = useParams();
  const { state, search } = useLocation();
  const next = readIntent(state, search);
  return (
    <>
      <title>Administrator sign-up · FundPlay</title>
      <AuthCard
        wide
        icon={ShieldCheck}
        title={next === startFundraiserPath ? 'Start your fundraiser' : 'Create an administrator account'}
        description={
          <>
            {next === startFundraiserPath
              ? 'First, your administrator account. Confirm your email, log in, and you go straight on to setting up your fundraiser.'
              : 'Run fundraisers for your school, team or organization.'}{' '}
            <LoginDialog role="admin" redirect={next} />
          </>
        }
      >
        {/* A new code is a new invitation: start the form over. */}
        <AdminSignUpForm key={invitationCode} invitationCode={invitationCode} next={next} />
      </AuthCard>
    </>
  );
}

/**
 * A visitor the participant guard sent to log in may sign up here instead (the login's link keeps the page they
 * wanted) and comes back to it. An invitation link brings whoever logs in through the dialog back here, where a
 * signed-in participant accepts it.
 */
export function ParticipantSignupRoute() {
  const { invitationcode } = useParams();
  const { pathname, state } = useLocation();
  const { user } = useSession();
  const guardRedirect = readRedirect(state);
  if (invitationcode && user?.role === 'participant') {
    return <ParticipantInvitationForMember key={invitationcode} invitationCode={invitationcode} user={user} />;
  }
  const redirect = guardRedirect ?? (invitationcode ? pathname : undefined);
  return (
    <>
      <title>Participant sign-up · FundPlay</title>
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
        <ParticipantSignUpForm key={invitationcode} invitationCode={invitationcode} redirect={guardRedirect} />
      </AuthCard>
    </>
  );
}

/** No form to prefill: the account already has its name and email. */
const nothingToPrefill = () => undefined;

/** `/participant/signup/{code}` for a participant who already has an account: the invitation, and Join instead. */
function ParticipantInvitationForMember({ invitationCode, user }: { invitationCode: string; user: SessionUser }) {
  const invitation = useInvitation('participant', invitationCode, nothingToPrefill);
  const fundraiser = invitation.invitation?.fundRaisingId;
  const invitedEmail = invitation.invitation?.email ?? '';
  // A private invitation names one email; a public (`pub_`) link names nobody.
  const forSomeoneElse = invitedEmail !== '' && invitedEmail.toLowerCase() !== user.email.toLowerCase();
  return (
    <>
      <title>Participant invitation · FundPlay</title>
      <AuthCard
        wide
        icon={MailOpen}
        title={fundraiser ? `You are invited to ${fundraiser.fundRaisingName}` : 'Your invitation'}
      >
        {invitation.isLoading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Checking your invitation…
          </p>
        ) : invitation.error || !fundraiser ? (
          <InvitationDeadEnd>{invitation.error ?? identityMessages.invitationInvalid}</InvitationDeadEnd>
        ) : forSomeoneElse ? (
          <InvitationDeadEnd>
            {fundraiserMessages.invitationEmailMismatch}. You are logged in as {user.email}: log out and open the link
            again to sign up with the invited email.
          </InvitationDeadEnd>
        ) : (
          <JoinInvitedFundraiser invitationCode={invitationCode} fundraiser={fundraiser} />
        )}
      </AuthCard>
    </>
  );
}

function InvitationDeadEnd({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-4">
      <Alert role="alert" variant="warning">
        {children}
      </Alert>
      <Button asChild variant="outline" className="sm:justify-self-start">
        <Link to={paths.participant.dashboard}>Go to my fundraisers</Link>
      </Button>
    </div>
  );
}

/** `/teammember/signup/{invitationCode}`: the invitation, then the form; without a code, how to get one. */
export function TeamMemberSignupRoute() {
  const { invitationCode } = useParams();
  const { user } = useSession();
  if (!invitationCode) return <TeamMemberSignupHelp />;
  // A signed-in team member already has an account: the invitation is answered on the dashboard.
  if (user?.role === 'teamMember')
    return <Navigate to={paths.teamMember.invitationDashboard(invitationCode)} replace />;
  return (
    <>
      <title>Team member sign-up · FundPlay</title>
      <AuthCard wide icon={UsersRound} title="Join as a team member">
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
      <title>Team member sign-up · FundPlay</title>
      <AuthCard icon={UsersRound} title="Join as a team member">
        <div className="grid gap-4 text-muted-foreground">
          <p>
            Team members support a participant’s fundraiser: they buy tokens, play games and cheer their participant on.
          </p>
          <p>
            You join through an invitation link that a participant sends you by text or email. Open that link to create
            your team member account.
          </p>
          <p>Already have an account?</p>
          <Button asChild>
            <Link to={paths.teamMember.login.href()}>Team member login</Link>
          </Button>
        </div>
      </AuthCard>
    </>
  );
}
