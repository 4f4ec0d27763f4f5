import { KeyRound } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useSession } from '@/features/auth/hooks/use-session';
import { readChangePasswordState } from '@/features/auth/lib/change-password-state';
import { loginPathFor, roleLabels, type LoginRole } from '@/features/auth/lib/roles';

function ForgotPasswordPage({ role }: { role: LoginRole }) {
  return (
    <>
      <title>Forgot password · FundPlay</title>
      <AuthCard
        icon={KeyRound}
        eyebrow={roleLabels[role]}
        title="Forgot your password?"
        description="Enter your account’s email. If it has an account, we send it a code to reset the password."
        footer={
          <Link to={loginPathFor(role)} className="font-semibold text-trust hover:underline">
            Back to login
          </Link>
        }
      >
        <ForgotPasswordForm role={role} />
      </AuthCard>
    </>
  );
}

export const AdminForgotPasswordRoute = () => <ForgotPasswordPage role="admin" />;
export const ParticipantForgotPasswordRoute = () => <ForgotPasswordPage role="participant" />;
export const TeamMemberForgotPasswordRoute = () => <ForgotPasswordPage role="teamMember" />;

/** After a verified forgotPassword code (reset grant in router state), or signed in. */
export function ChangePasswordRoute() {
  const grant = readChangePasswordState(useLocation().state);
  const { token, user } = useSession();
  const account = grant ?? (user ? { email: user.email, role: user.role } : undefined);
  return (
    <>
      <title>Change password · FundPlay</title>
      <AuthCard icon={KeyRound} title="Change password" description="Choose a new password for your account.">
        <ChangePasswordForm
          resetToken={grant?.resetToken}
          account={account ? { email: account.email, role: account.role } : undefined}
          isSignedIn={Boolean(token)}
        />
      </AuthCard>
    </>
  );
}

/** student/reset-password/{token}: an emailed reset link; the token is the grant, the account is asked for. */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const { token: sessionToken } = useSession();
  return (
    <>
      <title>Reset password · FundPlay</title>
      <AuthCard icon={KeyRound} title="Reset password" description="Confirm your account and choose a new password.">
        <ChangePasswordForm key={token} resetToken={token} isSignedIn={Boolean(sessionToken)} />
      </AuthCard>
    </>
  );
}
