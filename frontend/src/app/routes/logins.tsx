import { ShieldCheck, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import type { LoginRole } from '@/features/auth/lib/roles';
import { readRedirect } from '@/features/auth/lib/verify-otp-state';

interface LoginPageProps {
  role: LoginRole;
  title: string;
  description: string;
  icon: LucideIcon;
  signup?: { href: string; label: string };
  /** Where to land once signed in, when the page itself decides (else the guard's redirect, else the dashboard). */
  redirect?: string;
}

function LoginPage({ role, title, description, icon, signup, redirect }: LoginPageProps) {
  const { state } = useLocation();
  const destination = redirect ?? readRedirect(state);
  return (
    <>
      <title>{`${title} · FundPlay`}</title>
      <AuthCard
        icon={icon}
        title={title}
        description={description}
        footer={
          signup ? (
            <>
              {/* Signing up instead leads to the same page once the account is confirmed. */}
              No account yet?{' '}
              <Link
                to={signup.href}
                state={destination ? { redirect: destination } : undefined}
                className="font-semibold text-trust hover:underline"
              >
                {signup.label}
              </Link>
            </>
          ) : null
        }
      >
        <LoginForm role={role} redirect={destination} />
      </AuthCard>
    </>
  );
}

/** Primary and secondary admins share this login. */
export function AdminLoginRoute() {
  return (
    <LoginPage
      role="admin"
      title="Administrator login"
      description="Manage your fundraisers, administrators and payout accounts."
      icon={ShieldCheck}
      signup={{ href: paths.admin.signup.href(), label: 'Create an administrator account' }}
    />
  );
}

export function PrimaryAdminLoginRoute() {
  return (
    <LoginPage
      role="admin"
      title="Primary administrator login"
      description="For the administrator who created the fundraisers and approves other administrators."
      icon={ShieldCheck}
      signup={{ href: paths.admin.signup.href(), label: 'Create an administrator account' }}
    />
  );
}

export function ParticipantLoginRoute() {
  return (
    <LoginPage
      role="participant"
      title="Participant login"
      description="Raise donations, invite your team and play."
      icon={UserRound}
      signup={{ href: paths.participant.signup.href(), label: 'Sign up as a participant' }}
    />
  );
}

/** `/teammember/login/{invitationCode}` lands on the dashboard with that invitation, to accept or reject it. */
export function TeamMemberLoginRoute() {
  const { invitationCode } = useParams();
  return (
    <LoginPage
      role="teamMember"
      title="Team member login"
      description={
        invitationCode
          ? 'Log in to answer your invitation from your dashboard.'
          : 'Support the participant who invited you.'
      }
      icon={UsersRound}
      signup={
        invitationCode
          ? { href: paths.teamMember.signup.href(invitationCode), label: 'Sign up with this invitation' }
          : { href: paths.teamMember.signup.href(), label: 'How to join as a team member' }
      }
      redirect={invitationCode ? paths.teamMember.invitationDashboard(invitationCode) : undefined}
    />
  );
}
