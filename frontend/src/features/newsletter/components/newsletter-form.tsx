import { newsletterSignupSchema } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage, showServerFieldErrors } from '@/lib/form-errors';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';

/**
 * Footer newsletter box: validates with the shared schema, then shows the server's answer under the box. The server
 * emails a confirmation link (double opt-in), so the answer asks the person to check their inbox.
 */
export function NewsletterForm({
  className,
  autoFocus,
  defaultEmail = '',
  submitOnMount = false,
}: {
  className?: string;
  /** Set when it replaces the stand-in the person was already typing into. */
  autoFocus?: boolean;
  defaultEmail?: string;
  /** Set when the person pressed Subscribe on the stand-in: that press counts, it is not lost to the swap. */
  submitOnMount?: boolean;
}) {
  const subscribe = useSubscribeToNewsletter();
  const form = useForm({
    resolver: zodResolver(newsletterSignupSchema),
    defaultValues: { email: defaultEmail },
  });

  // The answer stays under the box (not a passing toast): the next step happens in the person's inbox.
  const [answer, setAnswer] = useState<{ kind: 'sent' | 'refused'; message: string } | null>(null);

  const onSubmit = form.handleSubmit(async (signup) => {
    setAnswer(null);
    try {
      const { message } = await subscribe.mutateAsync(signup);
      setAnswer({ kind: 'sent', message });
      form.reset({ email: '' });
    } catch (error) {
      showServerFieldErrors(error, ['email'], form.setError);
      if (!(error instanceof ApiError && error.fieldErrors.email)) {
        setAnswer({ kind: 'refused', message: errorMessage(error, 'Subscription failed. Please try again.') });
      }
    }
  });

  const submittedOnMount = useRef(false);
  useEffect(() => {
    if (!submitOnMount || submittedOnMount.current) return;
    submittedOnMount.current = true;
    void onSubmit();
  }, [submitOnMount, onSubmit]);

  const emailError = form.formState.errors.email?.message;
  return (
    <form noValidate onSubmit={onSubmit} className={cn('flex flex-col gap-2', className)} aria-label="Newsletter">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <FormField label="Email address for the newsletter" hideLabel error={emailError} className="flex-1 gap-1.5">
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="Please enter your email"
            autoFocus={autoFocus}
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner /> : null}
          Subscribe
        </Button>
      </div>
      {answer?.kind === 'sent' ? (
        <p role="status" className="flex items-start gap-2 text-sm font-medium">
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {answer.message}
        </p>
      ) : null}
      {answer?.kind === 'refused' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {answer.message}
        </p>
      ) : null}
    </form>
  );
}
