import { identityMessages } from '@fundplay/contracts';
import { useSetAtom } from 'jotai';
import { CircleCheck, RotateCcw, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useResendOtp } from '../api/resend-otp';
import { isPasswordResetGrant, useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import type { ChangePasswordState } from '../lib/change-password-state';
import { dashboardPathFor } from '../lib/roles';
import type { VerifyOtpState } from '../lib/verify-otp-state';
import { signInAtom } from '../states/session';
import { emptyOtp, OtpInput, otpLength } from './otp-input';

/** Seconds before the first 'Resend code' (the code was sent just before this page opened). */
export const initialResendCooldownSeconds = 30;
/** spec §9: after the code is accepted, the dashboard opens a second later. */
export const redirectDelayMs = 1000;

function retryAfterSeconds(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('retryAfterSeconds' in data)) return null;
  return typeof data.retryAfterSeconds === 'number' ? data.retryAfterSeconds : null;
}

const spentCodeMessages: readonly string[] = [identityMessages.otpTooManyTries, identityMessages.otpExpired];

function codeIsSpent(message: string): boolean {
  return spentCodeMessages.includes(message);
}

function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The one-time-code step of signup, login and forgot password (spec §4). */
export function VerifyOtpForm({ state }: { state: VerifyOtpState }) {
  const navigate = useNavigate();
  const signIn = useSetAtom(signInAtom);
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const { secondsLeft, restart } = useCountdown(initialResendCooldownSeconds);
  const [digits, setDigits] = useState<readonly string[]>(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const errorId = useId();
  const redirectTimer = useRef<number>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const { email, role, verificationSelection, mode, challengeId } = state;
  const destination = verificationSelection === 'email' ? email : (state.phone ?? 'your phone');

  const submit = async (code: string) => {
    if (verify.isPending || verified) return;
    if (!new RegExp(`^\\d{${otpLength}}$`).test(code)) {
      setError(identityMessages.otp);
      return;
    }
    setError(null);
    try {
      const { message, data } = await verify.mutateAsync({
        email,
        role,
        verificationSelection,
        mode,
        otp: code,
        challengeId,
      });
      if (isPasswordResetGrant(data)) {
        notify.success(message);
        await navigate(paths.changePassword, {
          state: { resetToken: data.resetToken, email, role } satisfies ChangePasswordState,
        });
        return;
      }
      signIn({ accessToken: data.accessToken, user: data.user });
      setVerified(true);
      notify.success(message);
      const target = state.redirect ?? dashboardPathFor(data.user.role);
      redirectTimer.current = window.setTimeout(() => void navigate(target, { replace: true }), redirectDelayMs);
    } catch (caught) {
      const message = errorMessage(caught, 'Code could not be verified');
      setError(message);
      notify.error(message);
      setDigits(emptyOtp);
      // The code is dead (wrong tries spent, perhaps by someone else, or expired): the server waives the
      // cooldown for a replacement, so the page must not keep Resend disabled while saying "ask for a new one".
      if (codeIsSpent(message)) restart(0);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(digits.join(''));
  };

  const onResend = async () => {
    try {
      const { message, data } = await resend.mutateAsync({ email, role, verificationSelection, mode });
      notify.success(message);
      restart(data.retryAfterSeconds);
      setError(null);
      setDigits(emptyOtp);
    } catch (caught) {
      notify.error(errorMessage(caught, 'OTP code could not be sent'));
      const wait = caught instanceof ApiError ? retryAfterSeconds(caught.data) : null;
      if (wait !== null) restart(wait);
    }
  };

  if (verified) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
        <p className="text-lg font-semibold">{identityMessages.otpVerified}</p>
        <p className="text-sm text-muted-foreground">Taking you to your dashboard…</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Verify code" className="grid gap-6">
      <p className="text-center text-muted-foreground">
        Enter the {otpLength}-digit code we sent to{' '}
        <span className="font-semibold whitespace-nowrap text-foreground">{destination}</span>.
      </p>
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        onComplete={(code) => void submit(code)}
        disabled={verify.isPending}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      {error ? (
        <Alert id={errorId} role="alert" variant="error">
          {error}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={verify.isPending}>
        {verify.isPending ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </Button>
      <div className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
        <span>Didn’t get it?</span>
        <Button
          variant="link"
          size="sm"
          onClick={() => void onResend()}
          disabled={secondsLeft > 0 || resend.isPending}
          aria-describedby={`${errorId}-cooldown`}
        >
          {resend.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
          Resend code
        </Button>
        <span id={`${errorId}-cooldown`} aria-live="polite">
          {secondsLeft > 0
            ? `You can ask for a new code in ${formatSeconds(secondsLeft)}`
            : 'You can ask for a new code now'}
        </span>
      </div>
    </form>
  );
}
