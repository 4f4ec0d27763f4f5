import { identityMessages, loginSchema, type LoginRequest } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { CaptchaWidget } from '@/components/captcha/captcha-widget';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useLogIn } from '../api/login';
import { readCodeChannel, rememberCodeChannel } from '../lib/code-channel';
import { forgotPasswordPathFor, type LoginRole } from '../lib/roles';
import { challengeIdIn, type VerifyOtpState } from '../lib/verify-otp-state';
import { VerificationChannelField } from './verification-channel-field';

/** spec §8 fallbacks when the server gives no sentence. */
const loginFallbacks: Record<LoginRole, string> = {
  admin: 'Admin could not log in',
  participant: 'Participant could not log in',
  teamMember: 'Team member could not log in',
};

interface LoginFormProps {
  role: LoginRole;
  /** Where to go after the code is verified (the role's dashboard when absent). */
  redirect?: string;
  /** Called before leaving for /auth/verify, e.g. to close the dialog this form sits in. */
  onLeave?: () => void;
}

/**
 * Email and password, then a one-time code (spec §4). An unverified account is sent to verify its signup
 * code instead; the captcha appears only when the server asks for one.
 */
export function LoginForm({ role, redirect, onLeave }: LoginFormProps) {
  const logIn = useLogIn();
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState<{ payload: string | null; error?: string; attempt: number } | null>(null);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    // The channel chosen at sign-up (or the last login) in this browser: the code goes where the person expects it.
    defaultValues: { email: '', password: '', role, verificationSelection: readCodeChannel() } satisfies LoginRequest,
  });
  const { errors, isSubmitting } = form.formState;

  const goVerify = async (state: VerifyOtpState) => {
    onLeave?.();
    await navigate(paths.verifyOtp, { state });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (captcha && !captcha.payload) {
      setCaptcha({ ...captcha, error: identityMessages.captchaRequired });
      return;
    }
    const request = { ...values, captcha: captcha?.payload ?? undefined };
    const common = {
      email: values.email,
      role: values.role,
      verificationSelection: values.verificationSelection,
      redirect,
    };
    try {
      const { message, data } = await logIn.mutateAsync(request);
      rememberCodeChannel(values.verificationSelection);
      notify.success(message);
      await goVerify({ ...common, mode: 'logIn', phone: data.phoneNo, challengeId: data.challengeId });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && /not verified/i.test(error.message)) {
        notify.info(error.message);
        await goVerify({ ...common, mode: 'signUp', challengeId: challengeIdIn(error.data) });
        return;
      }
      const [captchaMessage] = error instanceof ApiError ? (error.fieldErrors.captcha ?? []) : [];
      if (captchaMessage) {
        // A fresh widget: the previous solution (if any) was spent or refused.
        setCaptcha((current) => ({ payload: null, error: captchaMessage, attempt: (current?.attempt ?? 0) + 1 }));
        return;
      }
      showSubmitError(error, ['email', 'password'], form.setError, loginFallbacks[role]);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Log in" className="grid gap-5">
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <VerificationChannelField registration={form.register('verificationSelection')} />
        {captcha ? (
          <CaptchaWidget
            key={captcha.attempt}
            error={captcha.error}
            onChange={(payload) => setCaptcha((current) => current && { ...current, payload, error: undefined })}
          />
        ) : null}
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={forgotPasswordPathFor(role)}
            className="text-center text-sm font-semibold text-trust hover:underline"
          >
            Forgot password?
          </Link>
          <Button type="submit" size="lg">
            {isSubmitting ? <Spinner /> : <LogIn aria-hidden="true" />}
            {isSubmitting ? 'Logging in…' : 'Log in'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
