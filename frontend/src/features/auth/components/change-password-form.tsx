import {
  changePasswordSchema,
  signedInChangePasswordSchema,
  type ChangePasswordRequest,
  type Role,
} from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { loginPathFor, roleLabels } from '../lib/roles';

interface ChangePasswordFormProps {
  /** The grant from a verified forgotPassword code; without one the session authorises the change. */
  resetToken?: string;
  /** Whose password: asked for when unknown (e.g. opened from an emailed reset link). */
  account?: { email: string; role: Role };
  /** Whether someone is signed in (their session token is sent when there is no reset token). */
  isSignedIn: boolean;
}

const chooseableRoles = ['admin', 'participant', 'teamMember'] as const satisfies readonly Role[];

/** New password and confirmation (spec §5 password rule), then a success view with the way back to login. */
export function ChangePasswordForm({ resetToken, account, isSignedIn }: ChangePasswordFormProps) {
  const changePassword = useChangePassword();
  const [done, setDone] = useState<{ message: string; role: Role } | null>(null);
  // Signed in without a reset grant, the session alone must not be enough: the current password is asked for.
  const needsCurrentPassword = !resetToken;
  const form = useForm({
    resolver: zodResolver(needsCurrentPassword ? signedInChangePasswordSchema : changePasswordSchema),
    defaultValues: {
      email: account?.email ?? '',
      role: account?.role ?? 'participant',
      currentPassword: '',
      password: '',
      confirmPassword: '',
    } satisfies ChangePasswordRequest,
  });
  const { errors, isSubmitting } = form.formState;

  // The signed-in account can arrive after the first render (the session is read from storage on mount);
  // its email and role are hidden fields, so they must follow it or the form could never be sent.
  const accountEmail = account?.email;
  const accountRole = account?.role;
  useEffect(() => {
    if (accountEmail) form.setValue('email', accountEmail);
    if (accountRole) form.setValue('role', accountRole);
  }, [form, accountEmail, accountRole]);

  if (!resetToken && !isSignedIn) {
    return (
      <Alert role="alert" variant="warning">
        <LogIn aria-hidden="true" />
        <div className="grid gap-2">
          <AlertTitle>Please log in to change your password.</AlertTitle>
          <p>
            Forgot your password? Use “Forgot password?” on the{' '}
            <Link to={paths.login} className="font-semibold text-trust hover:underline">
              login page
            </Link>{' '}
            and we will send you a code.
          </p>
        </div>
      </Alert>
    );
  }

  if (done) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
        <p className="text-lg font-semibold">{done.message}</p>
        <Button asChild>
          <Link to={loginPathFor(done.role)}>
            <LogIn aria-hidden="true" />
            Go to login
          </Link>
        </Button>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const { currentPassword, ...rest } = request;
      const { message } = await changePassword.mutateAsync({
        request: needsCurrentPassword ? { ...rest, currentPassword } : rest,
        resetToken,
      });
      notify.success(message);
      setDone({ message, role: request.role });
    } catch (error) {
      showSubmitError(
        error,
        ['currentPassword', 'password', 'confirmPassword', 'email'],
        form.setError,
        'Password could not be changed',
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password" className="grid gap-5">
      <fieldset disabled={isSubmitting} className="grid gap-5">
        {account ? null : (
          <>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
            </FormField>
            <FormField label="Account type" error={errors.role?.message}>
              <NativeSelect {...form.register('role')}>
                {chooseableRoles.map((role) => (
                  <option key={role} value={role}>
                    {roleLabels[role]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </>
        )}
        {needsCurrentPassword ? (
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
        ) : null}
        <FormField label="New password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg">
          {isSubmitting ? <Spinner /> : <KeyRound aria-hidden="true" />}
          {isSubmitting ? 'Saving…' : 'Change password'}
        </Button>
      </fieldset>
    </form>
  );
}
