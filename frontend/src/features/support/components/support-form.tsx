import { supportRequestSchema } from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CaptchaWidget } from '@/components/captcha/captcha-widget';
import { useCaptcha } from '@/components/captcha/use-captcha';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { showSubmitError } from '@/lib/form-errors';
import { useSendSupportRequest } from '../api/send-support-request';

const emptyRequest = { name: '', email: '', message: '' };

/**
 * Writes to the support team. The server emails the team the message, and the visitor a short receipt with the
 * request's reference. A captcha (when the server has it on) keeps the form from being used to send mail.
 */
export function SupportForm() {
  const sendRequest = useSendSupportRequest();
  const captcha = useCaptcha();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const form = useForm({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: emptyRequest,
  });
  const { errors, isSubmitting } = form.formState;

  // The confirmation sits above the form: bring it into view (and to screen readers' attention) once sent.
  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);

  const onSubmit = form.handleSubmit(async (request) => {
    setConfirmation(null);
    if (!captcha.checkSolved()) return;
    try {
      const { message } = await sendRequest.mutateAsync({ ...request, captcha: captcha.payload });
      // Said once, in place: the confirmation above the form (a toast as well would repeat it).
      setConfirmation(message);
      form.reset(emptyRequest);
      captcha.reset();
    } catch (error) {
      if (captcha.handleRefusal(error)) return;
      showSubmitError(
        error,
        ['name', 'email', 'message'],
        form.setError,
        'Your message could not be sent. Please try again.',
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact support" className="grid gap-5">
      {confirmation ? (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          className="flex items-start gap-3 rounded-xl border border-trust/25 bg-trust-soft p-4 text-trust outline-none"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Message sent</p>
            <p className="text-sm">{confirmation}</p>
          </div>
        </div>
      ) : null}

      <fieldset disabled={isSubmitting} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="name" placeholder="Your name" {...form.register('name')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              {...form.register('email')}
            />
          </FormField>
        </div>
        <FormField label="Message" error={errors.message?.message}>
          <Textarea rows={6} placeholder="How can we help?" {...form.register('message')} />
        </FormField>
        {captcha.enabled ? <CaptchaWidget key={captcha.widgetKey} {...captcha.widgetProps} /> : null}
        <div>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
            {isSubmitting ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
