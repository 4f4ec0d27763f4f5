import { emailField, validationMessages } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useResendVerificationEmail } from '../api/resend-verification-email';

/** The contracts have no schema for this GET's query; it reuses their field rules and messages. */
const resendEmailSchema = z.object({
  firstName: z.string().trim().min(1, validationMessages.required('First name')),
  email: emailField(),
});

/** Sends a new email-verification link to an administrator who signed up; it leads on to `next`, if any. */
export function ResendEmailForm({
  defaults,
  next,
}: {
  defaults?: { firstName: string; email: string };
  next?: string;
}) {
  const resend = useResendVerificationEmail();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resendEmailSchema),
    defaultValues: defaults ?? { firstName: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    setSent(null);
    try {
      const { message } = await resend.mutateAsync({ ...request, next });
      notify.success(message);
      setSent(message);
    } catch (error) {
      notify.error(errorMessage(error, 'Email could not be sent'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Resend verification email" className="grid gap-5">
      {sent ? (
        <Alert role="status">
          <MailCheck aria-hidden="true" />
          {sent}
        </Alert>
      ) : null}
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" size="lg">
          {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
          {isSubmitting ? 'Sending…' : 'Send a new link'}
        </Button>
      </fieldset>
    </form>
  );
}
