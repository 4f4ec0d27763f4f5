import { newsletterSignupSchema } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage, showServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';

/** Footer newsletter box: validates with the shared schema, then shows the server's answer as a toast. */
export function NewsletterForm({ className }: { className?: string }) {
  const subscribe = useSubscribeToNewsletter();
  const form = useForm({
    resolver: zodResolver(newsletterSignupSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (signup) => {
    try {
      const { message } = await subscribe.mutateAsync(signup);
      notify.success(message);
      form.reset();
    } catch (error) {
      showServerFieldErrors(error, ['email'], form.setError);
      notify.error(errorMessage(error, 'Subscription failed. Please try again.'));
    }
  });

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
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner /> : null}
          Subscribe
        </Button>
      </div>
    </form>
  );
}
