import { ShieldCheck } from 'lucide-react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { VerifyOtpForm } from '@/features/auth/components/verify-otp-form';
import { readVerifyOtpState } from '@/features/auth/lib/verify-otp-state';

const titles = {
  signUp: 'Confirm your account',
  logIn: 'Enter your login code',
  forgotPassword: 'Reset your password',
};

/** /auth/verify: only reachable from a login, signup or forgot-password step that sent a code. */
export function VerifyOtpRoute() {
  const state = readVerifyOtpState(useLocation().state);
  if (!state) return <Navigate to={paths.login} replace />;
  return (
    <>
      <title>Verify code · FundPlay</title>
      <AuthCard icon={ShieldCheck} title={titles[state.mode]}>
        <VerifyOtpForm state={state} />
      </AuthCard>
    </>
  );
}
