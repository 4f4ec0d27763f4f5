import { identityMessages, teamMemberSignUpSchema, type TeamMemberSignUp } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { HeartHandshake, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
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
import { useTeamMemberSignUp } from '../api/team-member-sign-up';
import { rememberCodeChannel } from '../lib/code-channel';
import type { VerifyOtpState } from '../lib/verify-otp-state';
import { BirthMonthYearFields } from './birth-month-year-fields';
import { PersonFields } from './person-fields';
import { TermsChecks } from './terms-checks';
import { VerificationChannelField } from './verification-channel-field';

/** What the invitation tells the form: a private one names its person, whose email is then locked. */
export interface TeamMemberInvitee {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  isPublic: boolean;
}

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

interface TeamMemberSignUpFormProps {
  invitationCode: string;
  invitee: TeamMemberInvitee;
}

/**
 * Team member signup (spec §2, §5): first whether the person is a guardian, then the form (guardian email only for
 * guardians), validated on change with submit disabled while anything is wrong; then the signUp code.
 */
export function TeamMemberSignUpForm({ invitationCode, invitee }: TeamMemberSignUpFormProps) {
  const signUp = useTeamMemberSignUp();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [refusal, setRefusal] = useState<string | null>(null);
  const locked = !invitee.isPublic;
  const form = useForm({
    resolver: zodResolver(teamMemberSignUpSchema),
    mode: 'onChange',
    defaultValues: {
      firstName: locked ? invitee.firstName : '',
      lastName: locked ? invitee.lastName : '',
      email: locked ? invitee.email : '',
      confirmEmail: locked ? invitee.email : '',
      phoneNo: locked ? invitee.phoneNumber : '',
      password: '',
      confirmPassword: '',
      birthMonth: '',
      birthYear: '',
      verificationSelection: 'phone',
      guardianEmail: '',
      invitationCode,
    } satisfies Partial<TeamMemberSignUp>,
  });
  const { errors, isSubmitting } = form.formState;
  const [guardianAnswer, setGuardianAnswer] = useState<'yes' | 'no' | null>(null);
  const isGuardian = useWatch({ control: form.control, name: 'isGuardian' });
  const hasErrors = Object.keys(errors).length > 0;

  const answerGuardian = (answer: 'yes' | 'no') => {
    setGuardianAnswer(answer);
    form.setValue('isGuardian', answer === 'yes');
    if (answer === 'no') form.setValue('guardianEmail', '', { shouldValidate: true });
  };

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
        role: 'teamMember',
        mode: 'signUp',
        phone: data.phoneNo,
        challengeId: data.challengeId,
      };
      await navigate(paths.verifyOtp, { state });
    } catch (error) {
      if (captcha.handleRefusal(error)) return;
      if (error instanceof ApiError && error.message === identityMessages.underThirteen) {
        setRefusal(error.message);
        return;
      }
      showSubmitError(error, serverFields, form.setError, 'Team member could not sign up');
    }
  });

  if (refusal) {
    return (
      <Alert role="alert" variant="info" className="p-6">
        <HeartHandshake aria-hidden="true" />
        <div className="grid gap-2">
          <AlertTitle className="text-base">{refusal}</AlertTitle>
          <p className="text-foreground">
            A parent or guardian can support the fundraiser with their own account, and you are always welcome to play
            the free practice games.
          </p>
        </div>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Team member sign-up" className="grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Are you signing up as a parent or guardian?</legend>
        <div className="flex gap-3">
          {(['yes', 'no'] as const).map((answer) => (
            <label
              key={answer}
              className="flex min-w-24 cursor-pointer items-center gap-2 rounded-lg border px-4 py-3 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name="is-guardian"
                className="accent-primary"
                checked={guardianAnswer === answer}
                onChange={() => answerGuardian(answer)}
              />
              {answer === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
      </fieldset>

      {guardianAnswer === null ? null : (
        <fieldset disabled={isSubmitting} className="grid gap-5">
          {locked ? (
            <p className="text-sm text-muted-foreground">
              This invitation was sent to <strong className="text-foreground">{invitee.email}</strong>, so your account
              uses that email.
            </p>
          ) : null}
          <PersonFields
            form={form}
            locked={locked}
            lockNames={false}
            afterPhone={<BirthMonthYearFields form={form} />}
          />
          {isGuardian ? (
            <FormField
              label="Guardian email"
              hint="Optional. Where we keep you informed about the fundraiser."
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
          <label className="flex items-start gap-3 text-sm">
            <Checkbox
              className="mt-0.5"
              aria-invalid={errors.authorizedAccepted ? true : undefined}
              {...form.register('authorizedAccepted')}
            />
            <span>I confirm that I am authorized to create this account</span>
          </label>
          {errors.authorizedAccepted && !(errors.termsAccepted ?? errors.privacyAccepted) ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.authorizedAccepted.message}
            </p>
          ) : null}
          {captcha.enabled ? <CaptchaWidget key={captcha.widgetKey} {...captcha.widgetProps} /> : null}

          <Button type="submit" size="lg" disabled={hasErrors} className="w-full sm:w-auto sm:justify-self-start">
            {isSubmitting ? <Spinner /> : <UserPlus aria-hidden="true" />}
            {isSubmitting ? 'Signing up…' : 'Sign up'}
          </Button>
        </fieldset>
      )}
      <p className="text-sm text-muted-foreground">
        Already a team member?{' '}
        <Link to={paths.teamMember.login.href(invitationCode)} className="font-semibold text-trust hover:underline">
          I have an existing account
        </Link>
      </p>
    </form>
  );
}
