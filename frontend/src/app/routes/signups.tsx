import { ShieldCheck, UserRound, UsersRound } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AdminSignUpForm } from '@/features/auth/components/admin-sign-up-form';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginDialog } from '@/features/auth/components/login-dialog';
import { ParticipantSignUpForm } from '@/features/auth/components/participant-sign-up-form';

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

export function ParticipantSignupRoute() {
  const { invitationcode } = useParams();
  return (
    <>
      <title>Participant sign up · FundPlay</title>
      <AuthCard
        wide
        icon={UserRound}
        title="Sign up as a participant"
        description={
          <>
            Join your fundraiser, raise donations and play. <LoginDialog role="participant" />
          </>
        }
      >
        <ParticipantSignUpForm key={invitationcode} invitationCode={invitationcode} />
      </AuthCard>
    </>
  );
}

/** Team members join through a participant's invitation; their signup arrives with the fundraiser features. */
export function TeamMemberSignupRoute() {
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
