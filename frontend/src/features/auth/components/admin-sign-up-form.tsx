import { adminSignUpSchema, type AdminSignUp } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CaptchaWidget } from '@/components/captcha/captcha-widget';
import { useCaptcha } from '@/components/captcha/use-captcha';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useAdminSignUp } from '../api/admin-sign-up';
import { useInvitation } from '../hooks/use-invitation';
import { rememberCodeChannel } from '../lib/code-channel';
import type { EmailVerificationState } from '../lib/email-verification-state';
import { PersonFields } from './person-fields';
import { TermsChecks } from './terms-checks';
import { VerificationChannelField } from './verification-channel-field';

const emptyForm = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phoneNo: '',
  password: '',
  confirmPassword: '',
  verificationSelection: 'phone',
} satisfies Partial<AdminSignUp>;

const serverFields = [
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'phoneNo',
  'password',
  'confirmPassword',
] as const;

/**
 * Administrator signup (spec §2): a primary admin, or, through an invitation link, a secondary admin whose
 * name and email come from the invitation. The email is then verified by link, which leads on to `next`
 * after login when the sign-up had somewhere to go.
 */
export function AdminSignUpForm({ invitationCode, next }: { invitationCode?: string; next?: string }) {
  const signUp = useAdminSignUp();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const form = useForm({
    resolver: zodResolver(adminSignUpSchema),
    defaultValues: { ...emptyForm, invitationCode },
  });
  const invitation = useInvitation('secondaryAdmin', invitationCode, (data) => {
    form.reset({
      ...form.getValues(),
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      confirmEmail: data.email,
      phoneNo: data.phoneNumber || form.getValues('phoneNo'),
    });
  });
  const { errors, isSubmitting } = form.formState;
  const locked = invitation.isPrivate;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!captcha.checkSolved()) return;
    try {
      const { message } = await signUp.mutateAsync({ ...values, next, captcha: captcha.payload });
      rememberCodeChannel(values.verificationSelection);
      notify.success(message);
      const state: EmailVerificationState = { email: values.email, firstName: values.firstName, next };
      await navigate(paths.emailVerification.href(), { state });
    } catch (error) {
      if (captcha.handleRefusal(error)) return;
      showSubmitError(error, serverFields, form.setError, 'Admin could not sign up');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Administrator sign-up" className="grid gap-5">
      {invitation.isLoading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Checking your invitation…
        </p>
      ) : null}
      {invitation.error ? (
        <Alert role="alert" variant="warning">
          {invitation.error} Ask the administrator who invited you for a new link, or sign up on your own.
        </Alert>
      ) : null}
      {locked ? (
        <Alert variant="info">
          You were invited as an administrator. Your name and email come from the invitation.
        </Alert>
      ) : null}

      <fieldset disabled={isSubmitting} className="grid gap-5">
        <PersonFields form={form} locked={locked} />

        <VerificationChannelField
          registration={form.register('verificationSelection')}
          legend="Send my login codes by"
        />
        <TermsChecks
          terms={form.register('termsAccepted')}
          privacy={form.register('privacyAccepted')}
          error={errors.termsAccepted?.message ?? errors.privacyAccepted?.message}
        />
        {captcha.enabled ? <CaptchaWidget key={captcha.widgetKey} {...captcha.widgetProps} /> : null}

        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
          {isSubmitting ? <Spinner /> : <UserPlus aria-hidden="true" />}
          {isSubmitting ? 'Signing up…' : 'Sign up'}
        </Button>
      </fieldset>
    </form>
  );
}
