import { identityMessages, participantSignUpSchema, type ParticipantSignUp } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { HeartHandshake, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CaptchaWidget } from '@/components/captcha/captcha-widget';
import { useCaptcha } from '@/components/captcha/use-captcha';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useParticipantSignUp } from '../api/participant-sign-up';
import { useInvitation } from '../hooks/use-invitation';
import { rememberCodeChannel } from '../lib/code-channel';
import type { VerifyOtpState } from '../lib/verify-otp-state';
import { BirthMonthYearFields } from './birth-month-year-fields';
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
  birthMonth: '',
  birthYear: '',
  verificationSelection: 'phone',
  isGuardian: false,
  guardianEmail: '',
} satisfies Partial<ParticipantSignUp>;

const serverFields = [
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'phoneNo',
  'password',
  'confirmPassword',
  'birthMonth',
  'birthYear',
  'guardianEmail',
] as const;

/**
 * Participant signup (spec §2, §5): person, phone, a neutral month-and-year-of-birth question, optional
 * guardian, agreements and captcha; then the signUp code. On a private invitation name and email are locked.
 */
export function ParticipantSignUpForm({ invitationCode, redirect }: { invitationCode?: string; redirect?: string }) {
  const signUp = useParticipantSignUp();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(participantSignUpSchema),
    defaultValues: { ...emptyForm, invitationCode },
  });
  const invitation = useInvitation('participant', invitationCode, (data) => {
    form.reset({
      ...form.getValues(),
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      confirmEmail: data.email,
      phoneNo: data.phoneNumber || form.getValues('phoneNo'),
      fundraisingId: data.fundRaisingId?._id,
      groupId: data.groupId ?? undefined,
      adminId: data.adminId ?? undefined,
    });
  });
  const { errors, isSubmitting } = form.formState;
  const isGuardian = useWatch({ control: form.control, name: 'isGuardian' });
  const locked = invitation.isPrivate;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    if (!captcha.checkSolved()) return;
    try {
      const { message, data } = await signUp.mutateAsync({
        ...values,
        guardianEmail: values.isGuardian ? values.guardianEmail : undefined,
        captcha: captcha.payload,
      });
      rememberCodeChannel(values.verificationSelection);
      notify.success(message);
      const state: VerifyOtpState = {
        verificationSelection: values.verificationSelection,
        email: values.email,
        role: 'participant',
        mode: 'signUp',
        phone: data.phoneNo,
        challengeId: data.challengeId,
        redirect,
      };
      await navigate(paths.verifyOtp, { state });
    } catch (error) {
      if (captcha.handleRefusal(error)) return;
      if (error instanceof ApiError && error.message === identityMessages.underThirteen) {
        setRefusal(error.message);
        return;
      }
      showSubmitError(error, serverFields, form.setError, 'Participant could not sign up');
    }
  });

  if (refusal) {
    return (
      <Alert role="alert" variant="info" className="p-6">
        <HeartHandshake aria-hidden="true" />
        <div className="grid gap-2">
          <AlertTitle className="text-base">{refusal}</AlertTitle>
          <p className="text-foreground">
            Thank you for wanting to help your school or team. A parent, guardian or teacher can support the fundraiser
            with their own account, and you are always welcome to play the free practice games.
          </p>
        </div>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Participant sign-up" className="grid gap-5">
      {invitation.isLoading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Checking your invitation…
        </p>
      ) : null}
      {invitation.error ? (
        <Alert role="alert" variant="warning">
          {invitation.error} You can still sign up without it.
        </Alert>
      ) : null}
      {invitation.invitation?.fundRaisingId ? (
        <Alert variant="info">
          You are joining <strong>{invitation.invitation.fundRaisingId.fundRaisingName}</strong>.
        </Alert>
      ) : null}

      <fieldset disabled={isSubmitting} className="grid gap-5">
        <PersonFields form={form} locked={locked} afterPhone={<BirthMonthYearFields form={form} />} />

        <label className="flex items-start gap-3 text-sm">
          <Checkbox className="mt-0.5" {...form.register('isGuardian')} />
          <span>A parent or guardian is helping me sign up</span>
        </label>
        {isGuardian ? (
          <FormField
            label="Parent or guardian email"
            hint="Optional. We will keep them informed about the fundraiser."
            error={errors.guardianEmail?.message}
          >
            <Input type="email" inputMode="email" autoComplete="off" {...form.register('guardianEmail')} />
          </FormField>
        ) : null}

        <VerificationChannelField
          registration={form.register('verificationSelection')}
          legend="Send my signup code by"
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
