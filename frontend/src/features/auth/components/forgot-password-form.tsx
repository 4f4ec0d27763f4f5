import { forgotPasswordSchema, type ForgotPasswordRequest } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import type { LoginRole } from '../lib/roles';
import type { VerifyOtpState } from '../lib/verify-otp-state';
import { VerificationChannelField } from './verification-channel-field';

/** Asks for a password-reset code; the code step then leads to the change-password page. */
export function ForgotPasswordForm({ role }: { role: LoginRole }) {
  const forgotPassword = useForgotPassword();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '', role, verificationSelection: 'phone' } satisfies ForgotPasswordRequest,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The server says the same for every email ("if an account uses this email ..."), and names no phone.
      const { message, data } = await forgotPassword.mutateAsync(values);
      notify.success(message);
      const state: VerifyOtpState = {
        ...values,
        mode: 'forgotPassword',
        phone: 'the phone on the account',
        challengeId: data.challengeId,
      };
      await navigate(paths.verifyOtp, { state });
    } catch (error) {
      showSubmitError(error, ['email'], form.setError, 'OTP code could not be sent');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Forgot password" className="grid gap-5">
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <VerificationChannelField registration={form.register('verificationSelection')} />
        <Button type="submit" size="lg">
          {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
          {isSubmitting ? 'Sending…' : 'Send me a code'}
        </Button>
      </fieldset>
    </form>
  );
}
